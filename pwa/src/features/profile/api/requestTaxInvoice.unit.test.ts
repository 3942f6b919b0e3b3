import { describe, expect, it } from 'vitest';
import { taxInvoiceFormSchema } from './requestTaxInvoice.ts';

const good = {
  name: ' บริษัท ผู้ซื้อคลิป จำกัด ',
  taxId: '1-2345-67890-12-1',
  branch: 'สำนักงานใหญ่',
  address: '1 ถนนสุขุมวิท กรุงเทพมหานคร 10110',
};

describe('the tax invoice form', () => {
  it('sends the tax id as 13 digits, trimmed text, head office or a 5-digit branch', () => {
    expect(taxInvoiceFormSchema.parse(good)).toEqual({
      ...good,
      name: 'บริษัท ผู้ซื้อคลิป จำกัด',
      taxId: '1234567890121',
    });
    expect(taxInvoiceFormSchema.parse({ ...good, branch: '00012' }).branch).toBe('00012');
  });

  it('refuses a wrong check digit, a bad branch and empty fields, in Thai', () => {
    for (const bad of [
      { ...good, taxId: '1234567890123' },
      { ...good, taxId: '123' },
      { ...good, branch: 'สาขา 1' },
      { ...good, name: '  ' },
      { ...good, address: '' },
    ]) {
      const result = taxInvoiceFormSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/[ก-๙]/);
    }
  });
});
