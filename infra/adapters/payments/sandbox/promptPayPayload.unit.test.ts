import { describe, expect, it } from 'vitest';
import { crc16Ccitt, promptPayPayload } from './promptPayPayload.ts';

describe('PromptPay payload (EMVCo Thai QR)', () => {
  it('computes CRC-16/CCITT-FALSE: the standard check value of "123456789" is 29B1', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('matches known payloads that banking apps scan (static, and dynamic with 4.22 baht)', () => {
    expect(promptPayPayload({ type: 'mobile', id: '080-123-4567' })).toBe(
      '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
    );
    expect(promptPayPayload({ type: 'mobile', id: '000-000-0000' }, 422)).toBe(
      '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
    );
  });

  it('carries a tax id in sub-field 02 and the amount in baht with two decimals', () => {
    const payload = promptPayPayload({ type: 'taxId', id: '0105560000001' }, 120_000);
    expect(payload).toContain('29370016A0000006770101110213' + '0105560000001');
    expect(payload).toContain('54071200.00');
    expect(payload.slice(-4)).toBe(crc16Ccitt(payload.slice(0, -4)));
  });

  it('writes satang as baht exactly', () => {
    const proxy = { type: 'mobile', id: '080-123-4567' } as const;
    expect(promptPayPayload(proxy, 5)).toContain('54040.05');
    expect(promptPayPayload(proxy, 30_000)).toContain('5406300.00');
    expect(promptPayPayload(proxy, 150_099)).toContain('54071500.99');
  });
});
