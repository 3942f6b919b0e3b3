import { describe, expect, it } from 'vitest';
import { activitySentence, activityTime, cardChange } from './dashboardText.ts';

const activity = (over: Record<string, unknown>) => ({
  type: 'purchase',
  at: '2026-11-21T10:00:00.000Z',
  clipId: null,
  clipTitle: null,
  amount: null,
  displayName: null,
  ...over,
});

describe('card change', () => {
  it('shows a rise, a fall, no change and nothing to compare', () => {
    expect(cardChange(12.5)).toEqual({ direction: 'up', text: '12.5% จากช่วงก่อนหน้า' });
    expect(cardChange(-33.3)).toEqual({ direction: 'down', text: '33.3% จากช่วงก่อนหน้า' });
    expect(cardChange(1250)).toEqual({ direction: 'up', text: '1,250% จากช่วงก่อนหน้า' });
    expect(cardChange(0)).toEqual({ direction: 'flat', text: '0% จากช่วงก่อนหน้า' });
    expect(cardChange(null)).toEqual({ direction: 'none', text: 'ไม่มีข้อมูลเปรียบเทียบ' });
  });
});

describe('recent activity', () => {
  it('writes a Thai sentence per kind', () => {
    expect(activitySentence(activity({ clipTitle: 'ชนท้าย', amount: 1500, displayName: 'สมหญิง' }))).toBe(
      'มีการซื้อ "ชนท้าย" ราคา ฿1,500 โดย สมหญิง',
    );
    expect(activitySentence(activity({ clipTitle: 'ชนท้าย' }))).toBe('มีการซื้อ "ชนท้าย"');
    expect(activitySentence(activity({ type: 'upload', clipTitle: 'ฝ่าไฟแดง' }))).toBe(
      'อัปโหลดคลิปใหม่ "ฝ่าไฟแดง"',
    );
    expect(activitySentence(activity({ type: 'register', displayName: 'สมชาย' }))).toBe('สมาชิกใหม่ สมชาย');
    expect(activitySentence(activity({ type: 'register' }))).toBe('สมาชิกใหม่ ผู้ใช้ไม่ระบุชื่อ');
    expect(activitySentence(activity({ type: 'upload' }))).toBe('อัปโหลดคลิปใหม่ "ไม่ระบุชื่อคลิป"');
    expect(activitySentence(activity({ type: 'refund' }))).toBe('มีความเคลื่อนไหวในระบบ');
  });

  it('says how long ago, then a Buddhist-era date and time', () => {
    const now = new Date('2026-11-21T12:00:00.000Z');
    expect(activityTime('2026-11-21T11:59:30.000Z', now)).toBe('เมื่อสักครู่');
    expect(activityTime('2026-11-21T11:55:00.000Z', now)).toBe('5 นาทีที่แล้ว');
    expect(activityTime('2026-11-21T09:00:00.000Z', now)).toBe('3 ชั่วโมงที่แล้ว');
    expect(activityTime('2026-11-19T12:00:00.000Z', now)).toBe('2 วันที่แล้ว');
    expect(activityTime('2026-11-01T01:05:00.000Z', now)).toBe('1 พ.ย. 2569 08:05 น.');
    expect(activityTime('not a date', now)).toBe('');
  });
});
