import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_DIGITS, BANK_CODES } from '../constants.ts';
import { limitTexts } from '../limitTexts.ts';
import { accountNumberFits, bankNames, thaiBanks } from './bankNames.ts';

describe('Thai banks', () => {
  it('keeps the stored codes and offers every retail bank the issue names', () => {
    expect(BANK_CODES.slice(0, 6)).toEqual(['scb', 'kbank', 'bbl', 'ktb', 'tmb', 'baac']);
    const names = Object.values(bankNames).join('|');
    for (const name of [
      'กสิกรไทย',
      'กรุงเทพ',
      'กรุงไทย',
      'ไทยพาณิชย์',
      'กรุงศรีอยุธยา',
      'ทหารไทยธนชาต',
      'ออมสิน',
      'ธ.ก.ส.',
      'ธอส.',
      'ยูโอบี',
      'ซีไอเอ็มบี ไทย',
      'เกียรตินาคินภัทร',
      'LH Bank',
      'ทิสโก้',
      'ไอซีบีซี (ไทย)',
      'ไทยเครดิต',
      'อิสลามแห่งประเทศไทย',
    ])
      expect(names).toContain(name);
  });

  it('has distinct Bank of Thailand codes and digit counts inside the overall bounds', () => {
    const codes = Object.values(thaiBanks).map((bank) => bank.botCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const bank of Object.values(thaiBanks))
      for (const digits of bank.digits) {
        expect(digits).toBeGreaterThanOrEqual(BANK_ACCOUNT_DIGITS.min);
        expect(digits).toBeLessThanOrEqual(BANK_ACCOUNT_DIGITS.max);
      }
  });

  it('checks each bank its own way: 10 for most, 12 for ออมสิน, ธ.ก.ส. and ธอส., 14 for TISCO', () => {
    expect(accountNumberFits('kbank', '0123456789')).toBe(true);
    expect(accountNumberFits('kbank', '012345678901')).toBe(false);
    expect(accountNumberFits('gsb', '012345678901')).toBe(true);
    expect(accountNumberFits('gsb', '0123456789')).toBe(false);
    expect(accountNumberFits('baac', '012345678901')).toBe(true);
    expect(accountNumberFits('ghb', '012345678901')).toBe(true);
    expect(accountNumberFits('tisco', '01234567890123')).toBe(true);
    expect(accountNumberFits('tcrb', '0123456789')).toBe(true);
    expect(accountNumberFits('tcrb', '012345678901')).toBe(true);
    expect(accountNumberFits('kbank', '012345678x')).toBe(false);
  });

  it('says the expected count for the chosen bank', () => {
    expect(limitTexts.accountNumberDigitsOf(bankNames.gsb, thaiBanks.gsb.digits)).toBe(
      'เลขที่บัญชีของธนาคารออมสินต้องเป็นตัวเลข 12 หลัก',
    );
    expect(limitTexts.accountNumberDigitsOf(bankNames.tcrb, thaiBanks.tcrb.digits)).toBe(
      'เลขที่บัญชีของธนาคารไทยเครดิตต้องเป็นตัวเลข 10 หรือ 12 หลัก',
    );
  });
});
