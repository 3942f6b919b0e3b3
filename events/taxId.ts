/**
 * Thai tax identification numbers (เลขประจำตัวผู้เสียภาษีอากร): 13 digits, the last a check digit
 * — (11 − (Σ digitᵢ × (13 − i) for the first 12, mod 11)) mod 10. The same rule serves a person's
 * national id and a company's tax id.
 */
export const TAX_ID_DIGITS = 13;

export function isThaiTaxId(value: string): boolean {
  if (!new RegExp(`^\\d{${TAX_ID_DIGITS}}$`).test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits
    .slice(0, TAX_ID_DIGITS - 1)
    .reduce((total, digit, i) => total + digit * (TAX_ID_DIGITS - i), 0);
  return (11 - (sum % 11)) % 10 === digits[TAX_ID_DIGITS - 1];
}
