import { describe, expect, it } from 'vitest';
import { notificationText } from './notificationText.ts';

describe('notification sentences in Thai', () => {
  it('words each kind from its data', () => {
    expect(notificationText({ kind: 'clip_approved', data: { title: 'ชนท้าย' } }).sentence).toBe(
      'คลิป “ชนท้าย” ได้รับการอนุมัติแล้ว',
    );
    expect(
      notificationText({ kind: 'clip_rejected', data: { title: 'ชนท้าย', reason: 'ภาพเบลอ' } }).sentence,
    ).toBe('คลิป “ชนท้าย” ไม่ผ่านการตรวจ: ภาพเบลอ');
    expect(
      notificationText({ kind: 'clip_sold', data: { title: 'ชนท้าย', price: 800, sellerShare: 600 } })
        .sentence,
    ).toBe('ขายคลิป “ชนท้าย” ได้ ฿600');
    expect(notificationText({ kind: 'payout_paid', data: { amount: 1250.5 } }).sentence).toBe(
      'โอนเงิน ฿1,250.5 ให้คุณแล้ว',
    );
    const answered = notificationText({ kind: 'complaint_resolved', data: { response: 'แก้ไขแล้ว' } });
    expect(answered.sentence).toMatch(/^คำร้องของคุณได้รับการตอบกลับ/);
    expect(answered.detail).toBe('แก้ไขแล้ว');
  });

  it('copes with missing data and kinds it does not know', () => {
    expect(notificationText({ kind: 'clip_approved', data: {} }).sentence).toBe('คลิป “ไม่มีชื่อ” ได้รับการอนุมัติแล้ว');
    expect(notificationText({ kind: 'something_new', data: {} }).sentence).toBe('คุณมีการแจ้งเตือนใหม่');
  });
});
