import { describe, expect, it } from 'vitest';
import { notificationText, relativeThaiTime } from './notificationText.ts';

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

  it('says how long ago, then a short Buddhist-era date', () => {
    const now = new Date('2026-11-21T12:00:00.000Z');
    expect(relativeThaiTime('2026-11-21T11:59:30.000Z', now)).toBe('เมื่อสักครู่');
    expect(relativeThaiTime('2026-11-21T11:55:00.000Z', now)).toBe('5 นาทีที่แล้ว');
    expect(relativeThaiTime('2026-11-21T09:00:00.000Z', now)).toBe('3 ชั่วโมงที่แล้ว');
    expect(relativeThaiTime('2026-11-19T12:00:00.000Z', now)).toBe('2 วันที่แล้ว');
    expect(relativeThaiTime('2026-10-01T03:00:00.000Z', now)).toMatch(/2569$/);
    expect(relativeThaiTime('nonsense', now)).toBe('');
  });
});
