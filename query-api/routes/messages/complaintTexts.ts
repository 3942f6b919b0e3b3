/** The complaint list filters. */
export const complaintTexts = {
  typeInvalid: 'ประเภทต้องเป็น content, technical, payment, user หรือ other',
  statusInvalid: 'สถานะต้องเป็น open, in_progress, resolved หรือ rejected',
} as const;
