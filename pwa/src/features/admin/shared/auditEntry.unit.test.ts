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
    expect(actorText(entry({}))).toBe('สมชาย (ผู้ดูแล)');
    expect(
      actorText(entry({ actor: { kind: 'system', id: null, role: null, system: 'payment-provider' } })),
    ).toBe('ระบบ (payment-provider)');
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
});
