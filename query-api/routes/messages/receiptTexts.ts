import { limitTexts } from '../../../events/limitTexts.ts';
/** The evidence receipt and the fingerprint check (/verify). */
export const receiptTexts = {
  notPaid: 'ออกใบเสร็จได้เฉพาะรายการที่ชำระเงินแล้วเท่านั้น',
  badHash: limitTexts.sha256Required,
  taxInvoiceNotPaid: 'ออกใบกำกับภาษีได้เฉพาะรายการที่ชำระเงินแล้วเท่านั้น',
  taxInvoiceNotRequested: 'ยังไม่ได้ขอใบกำกับภาษีสำหรับรายการนี้',
} as const;
