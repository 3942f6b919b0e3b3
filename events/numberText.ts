/**
 * Numbers as Thai pages and messages write them (1,500 and 1,500.5), without Intl: the first use
 * of Intl in a page loads its locale data, hundreds of milliseconds on a slow phone, which the
 * first paint must not wait for (pwa/src/firstPaint). Same text as `Intl.NumberFormat('th-TH')`
 * (numberText.unit.test.ts compares them).
 */
export function groupedNumber(value: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maxFractionDigits).split('.');
  const digits = fraction.replace(/0+$/, '');
  const sign = value < 0 && (/[1-9]/.test(whole) || digits !== '') ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${digits ? `.${digits}` : ''}`;
}
