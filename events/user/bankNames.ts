/** The spec's bank codes (§3) by their Thai names, as a buyer's banking app shows them. */
export const bankNames = {
  scb: 'ธนาคารไทยพาณิชย์',
  kbank: 'ธนาคารกสิกรไทย',
  bbl: 'ธนาคารกรุงเทพ',
  ktb: 'ธนาคารกรุงไทย',
  tmb: 'ธนาคารทหารไทยธนชาต (ttb)',
  baac: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร (ธ.ก.ส.)',
} as const;
