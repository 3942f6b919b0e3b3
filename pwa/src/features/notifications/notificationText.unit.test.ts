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

  it('words the footage-request kinds, with how close a match is and what to do first', () => {
    const matched = notificationText({
      kind: 'request_matched',
      data: { title: 'ชนท้ายแยกบางขุนเทียน', distanceM: 350, minutesApart: 0 },
    });
    expect(matched.sentence).toBe('มีคลิปที่อาจตรงกับคำขอของคุณ: “ชนท้ายแยกบางขุนเทียน”');
    expect(matched.detail).toBe('ห่างจากหมุด 350 เมตร · อยู่ในช่วงเวลาที่ระบุ');
    expect(
      notificationText({ kind: 'request_matched', data: { title: 'x', distanceM: 1234, minutesApart: 12 } })
        .detail,
    ).toBe('ห่างจากหมุด 1.2 กม. · ห่างจากช่วงเวลาที่ระบุ 12 นาที');
    const nearby = notificationText({ kind: 'request_nearby', data: { title: 'ชนแล้วหนี' } });
    expect(nearby.sentence).toBe('มีคนตามหาคลิปใกล้พื้นที่ของคุณ: “ชนแล้วหนี”');
    expect(nearby.detail).toBe('ล็อกหรือสำรองไฟล์ไว้ก่อน กล้องส่วนใหญ่บันทึกทับภายใน 1–3 วัน');
    expect(notificationText({ kind: 'request_area_suggested', data: { title: 'ชน' } }).detail).toMatch(
      /^ตั้งพื้นที่แจ้งเตือน/,
    );
    expect(notificationText({ kind: 'request_fulfilled', data: { title: 'ชน' } }).sentence).toBe(
      'ผู้ตามหาคลิปซื้อคลิปของคุณแล้ว: “ชน”',
    );
    const removed = notificationText({ kind: 'request_removed', data: { title: '', reason: 'ระบุทะเบียนรถ' } });
    expect(removed.sentence).toBe('คำขอ “คำขอตามหาคลิป” ถูกนำออกจากกระดานคำขอ');
    expect(removed.detail).toBe('ระบุทะเบียนรถ');
  });

  it('copes with missing data and kinds it does not know', () => {
    expect(notificationText({ kind: 'clip_approved', data: {} }).sentence).toBe('คลิป “ไม่มีชื่อ” ได้รับการอนุมัติแล้ว');
    expect(notificationText({ kind: 'something_new', data: {} }).sentence).toBe('คุณมีการแจ้งเตือนใหม่');
  });
});
