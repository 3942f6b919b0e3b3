import type { BANK_CODES } from '../constants.ts';

export type BankCode = (typeof BANK_CODES)[number];

/**
 * Every Thai retail bank a seller may be paid into: its Thai name, the Bank of Thailand's
 * three-digit institution code (what an interbank transfer names) and how many digits its account
 * numbers have. The first six codes are the spec's (§3) and stay as stored (`tmb` is today's
 * ttb); the rest were added for issue 17.
 *
 * Where the digit counts come from: the numbers printed in each bank's passbook and banking app,
 * as collected by the MIT-licensed formatter github.com/mrwan200/bank-account-formatter
 * (src/utils/format-pattern.ts: 10 digits xxx-x-xxxxx-x for BBL, KBank, KTB, SCB, Krungsri, CIMB
 * Thai and Islamic Bank; 10 as xxx-xxxxxx-x for ttb and KKP; 10 as xxx-xxx-xxx-x for UOB; 12 as
 * xxx-x-xxxxx-xxx for ธ.ก.ส., ออมสิน and ธอส.; 14 as xxxx-xxx-xxxxxx-x for TISCO). LH Bank and
 * ICBC (Thai) print 10 (xxx-x-xxxxx-x); Standard Chartered (Thai) 11. Thai Credit's savings
 * accounts are 12 digits but older accounts have 10, so both are accepted.
 */
export const thaiBanks = {
  kbank: { name: 'ธนาคารกสิกรไทย', botCode: '004', digits: [10] },
  bbl: { name: 'ธนาคารกรุงเทพ', botCode: '002', digits: [10] },
  ktb: { name: 'ธนาคารกรุงไทย', botCode: '006', digits: [10] },
  scb: { name: 'ธนาคารไทยพาณิชย์', botCode: '014', digits: [10] },
  bay: { name: 'ธนาคารกรุงศรีอยุธยา (Krungsri)', botCode: '025', digits: [10] },
  tmb: { name: 'ธนาคารทหารไทยธนชาต (ttb)', botCode: '011', digits: [10] },
  gsb: { name: 'ธนาคารออมสิน', botCode: '030', digits: [12] },
  baac: { name: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร (ธ.ก.ส.)', botCode: '034', digits: [12] },
  ghb: { name: 'ธนาคารอาคารสงเคราะห์ (ธอส.)', botCode: '033', digits: [12] },
  uob: { name: 'ธนาคารยูโอบี', botCode: '024', digits: [10] },
  cimbt: { name: 'ธนาคารซีไอเอ็มบี ไทย', botCode: '022', digits: [10] },
  kkp: { name: 'ธนาคารเกียรตินาคินภัทร (KKP)', botCode: '069', digits: [10] },
  lhb: { name: 'ธนาคารแลนด์ แอนด์ เฮ้าส์ (LH Bank)', botCode: '073', digits: [10] },
  tisco: { name: 'ธนาคารทิสโก้', botCode: '067', digits: [14] },
  icbct: { name: 'ธนาคารไอซีบีซี (ไทย)', botCode: '070', digits: [10] },
  tcrb: { name: 'ธนาคารไทยเครดิต', botCode: '071', digits: [10, 12] },
  ibank: { name: 'ธนาคารอิสลามแห่งประเทศไทย', botCode: '066', digits: [10] },
  scbt: { name: 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)', botCode: '020', digits: [11] },
} as const satisfies Record<BankCode, { name: string; botCode: string; digits: readonly number[] }>;

/** The banks by their Thai names, as a buyer's banking app shows them. */
export const bankNames = Object.fromEntries(
  Object.entries(thaiBanks).map(([code, bank]) => [code, bank.name]),
) as { [C in BankCode]: (typeof thaiBanks)[C]['name'] };

/** Whether an account number (digits only) has a length this bank issues. */
export function accountNumberFits(bank: BankCode, accountNumber: string): boolean {
  return /^\d+$/.test(accountNumber) && (thaiBanks[bank].digits as readonly number[]).includes(accountNumber.length);
}
