import { describe, expect, it } from 'vitest';
import { actionText, actorText, auditEntrySchema, changeLines, detailLines } from './auditEntry.ts';

const entry = (overrides: Record<string, unknown>) =>
  auditEntrySchema.parse({
    id: 'e1',
    at: '2026-11-21T16:30:00.000Z',
    actor: { kind: 'person', id: 'admin-1', role: 'admin', system: null, displayName: 'สมชาย' },
    entityType: 'purchase',
    entityId: 'p-1',
    action: 'RefundRequested',
    summary: {},
    erased: false,
    ...overrides,
  });

describe('audit entries as the admin reads them', () => {
  it('names the action and the actor with their role, a system by its name, an erased person without a name', () => {
    expect(actionText('RefundRequested')).toBe('สั่งคืนเงิน');
    expect(actionText('SomethingNew')).toBe('SomethingNew');
    expect(actorText(entry({}))).toBe('สมชาย (ผู้ดูแลระบบ)');
    expect(
      actorText(entry({ actor: { kind: 'system', id: null, role: null, system: 'payment-provider' } })),
    ).toBe('ระบบ (ผู้ให้บริการชำระเงิน)');
    expect(
      actorText(entry({ actor: { kind: 'person', id: 'gone', role: 'seller', displayName: null } })),
    ).toBe('ผู้ใช้ที่ลบบัญชีแล้ว (ผู้ขาย)');
  });

  it('shows facts in Thai: satang as baht, no repeated ids or times', () => {
    const lines = detailLines(
      entry({
        summary: {
          purchaseId: 'p-1',
          by: 'admin-1',
          requestedAt: '2026-11-21T16:30:00.000Z',
          amountSatang: 100000,
          reason: 'ไฟล์ไม่มีเสียง',
        },
      }),
    );
    expect(lines.map((line) => [line.label, line.text])).toEqual([
      ['จำนวนเงิน', '฿1,000'],
      ['เหตุผล', 'ไฟล์ไม่มีเสียง'],
    ]);
  });

  it('shows edits before → after, and a personal value only as changed', () => {
    const lines = changeLines(
      entry({
        summary: {
          changes: {
            priceSatang: { before: 50000, after: 80000 },
            phone: { changed: true },
            title: { before: null, after: 'ก' },
          },
        },
      }),
    );
    expect(lines.map((line) => [line.label, line.text])).toEqual([
      ['ราคา', '฿500 → ฿800'],
      ['เบอร์โทรศัพท์', 'เปลี่ยนแล้ว (ข้อมูลส่วนบุคคล ไม่แสดง)'],
      ['ชื่อ', '— → ก'],
    ]);
  });

  it('names every code in Thai: categories, vehicles, banks, methods, statuses, priorities, types', () => {
    const clipEdit = changeLines(
      entry({
        entityType: 'clip',
        action: 'ClipEdited',
        summary: {
          changes: {
            category: { before: 'car_car', after: 'car_truck' },
            vehicleType: { before: 'car', after: 'truck' },
            incidentDate: { before: '2026-11-18', after: '2026-11-19' },
            incidentTime: { before: '07:40', after: '08:05' },
            tags: { before: ['ชนท้าย'], after: ['ชนท้าย', 'ฝ่าไฟแดง'] },
          },
        },
      }),
    );
    expect(clipEdit.map((line) => [line.label, line.text])).toEqual([
      ['หมวดหมู่', 'รถยนต์ชนรถยนต์ → รถยนต์ชนรถบรรทุก'],
      ['ประเภทรถ', 'รถยนต์ → รถบรรทุก'],
      ['วันที่เกิดเหตุ', '18 พ.ย. 2569 → 19 พ.ย. 2569'],
      ['เวลาเกิดเหตุ', '07:40 น. → 08:05 น.'],
      ['แท็ก', 'ชนท้าย → ชนท้าย, ฝ่าไฟแดง'],
    ]);
    const payout = detailLines(
      entry({
        entityType: 'payout',
        action: 'PayoutCreated',
        summary: { method: 'bank_transfer', bankName: 'kbank', amountSatang: 75000 },
      }),
    );
    expect(payout.map((line) => [line.label, line.text])).toEqual([
      ['วิธีจ่าย', 'โอนเงินผ่านธนาคาร'],
      ['ธนาคาร', 'ธนาคารกสิกรไทย'],
      ['จำนวนเงิน', '฿750'],
    ]);
    const complaint = detailLines(
      entry({
        entityType: 'complaint',
        action: 'ComplaintFiled',
        summary: { type: 'payment', priority: 'high', status: 'in_progress' },
      }),
    );
    expect(complaint.map((line) => line.text)).toEqual(['การชำระเงิน', 'สูง', 'กำลังดำเนินการ']);
    const requestEdit = changeLines(
      entry({
        entityType: 'request',
        action: 'RequestEdited',
        summary: {
          changes: {
            vehicleTypes: { before: ['car'], after: ['car', 'motorcycle'] },
            when: {
              before: { incidentDate: '2026-11-20', timeFrom: '07:30', timeTo: '08:30' },
              after: { incidentDate: '2026-11-20', timeFrom: '07:00', timeTo: '08:30' },
            },
            maxPriceSatang: { before: 150000, after: 250000 },
            status: { before: 'open', after: 'removed' },
          },
        },
      }),
    );
    expect(requestEdit.map((line) => [line.label, line.text])).toEqual([
      ['ยานพาหนะที่เกี่ยวข้อง', 'รถยนต์ → รถยนต์, รถจักรยานยนต์'],
      ['วันและเวลาเกิดเหตุ', '20 พ.ย. 2569 07:30–08:30 น. → 20 พ.ย. 2569 07:00–08:30 น.'],
      ['ราคาที่ยินดีจ่ายสูงสุด', '฿1,500 → ฿2,500'],
      ['สถานะ', 'เปิดรับคลิป → ถูกลบโดยผู้ดูแล'],
    ]);
    const text = JSON.stringify([clipEdit, payout, complaint, requestEdit]);
    for (const code of ['car_truck', 'bank_transfer', 'kbank', 'in_progress', '2026-'])
      expect(text).not.toContain(code);
  });

  it('calls a user’s provider the sign-in method and a purchase’s the payment provider', () => {
    const signIn = detailLines(
      entry({ entityType: 'user', action: 'UserLoggedIn', summary: { provider: 'google.com' } }),
    );
    expect(signIn.map((line) => [line.label, line.text])).toEqual([['วิธีเข้าสู่ระบบ', 'บัญชี Google']]);
    const paid = detailLines(
      entry({
        entityType: 'purchase',
        action: 'PaymentStarted',
        summary: { provider: 'sandbox', method: 'card' },
      }),
    );
    expect(paid.map((line) => [line.label, line.text])).toEqual([
      ['ผู้ให้บริการชำระเงิน', 'ระบบชำระเงินทดสอบ (sandbox)'],
      ['วิธีชำระเงิน', 'บัตรเครดิต/เดบิต'],
    ]);
  });

  it('never shows a password hash, not even as changed, and hides a field that kept its value', () => {
    const lines = changeLines(
      entry({
        entityType: 'user',
        action: 'BankAccountSet',
        summary: {
          changes: {
            passwordHash: { changed: true },
            bankName: { before: 'kbank', after: 'kbank' },
            accountNumber: { changed: true },
          },
        },
      }),
    );
    expect(lines.map((line) => [line.label, line.text])).toEqual([
      ['เลขที่บัญชี', 'เปลี่ยนแล้ว (ข้อมูลส่วนบุคคล ไม่แสดง)'],
    ]);
    expect(detailLines(entry({ summary: { passwordHash: 'scrypt$x', codeHash: 'y' } }))).toEqual([]);
  });

  it('shows instants as Buddhist-era date and Bangkok time, and a payment failure by its words', () => {
    const lines = detailLines(
      entry({
        action: 'PaymentFailed',
        summary: {
          downloadUntil: '2026-11-21T16:30:00.000Z',
          failure: { code: 'card_declined', message: 'บัตรถูกปฏิเสธ' },
        },
      }),
    );
    expect(lines.map((line) => line.text)).toEqual(['21 พ.ย. 2569 23:30 น.', 'บัตรถูกปฏิเสธ']);
  });
});
