/** A seller's ledger: sales credited and reversed. */
export const ledgerTexts = {
  alreadyCredited: 'บันทึกรายได้จากการขายนี้แล้ว',
  notCredited: 'ไม่พบรายได้จากการขายนี้',
  alreadyReversed: 'หักคืนรายได้จากการขายนี้แล้ว',
} as const;
