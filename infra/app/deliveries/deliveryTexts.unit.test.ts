import { describe, expect, it } from 'vitest';
import { DELIVERED_KINDS, deliveryMessage, LOCK_FOOTAGE_NOW, thaiDistance } from './deliveryTexts.ts';

const links = {
  open: 'https://dashclip.example/requests/r1',
  settings: 'https://dashclip.example/profile?tab=requests',
};
const request = {
  requestId: 'r1',
  title: 'ตามหาคลิปกระบะชนท้าย พระราม 2',
  province: 'กรุงเทพมหานคร',
  district: 'บางขุนเทียน',
  incidentDate: '2026-11-20',
  timeFrom: '07:30',
  timeTo: '08:30',
};
const thai = /[ก-๙]/;

describe('alert texts by e-mail and push', () => {
  it('every delivered kind: a Thai subject, the request in the mail with both links, a short push', () => {
    for (const kind of DELIVERED_KINDS) {
      const message = deliveryMessage(kind, { ...request, reason: 'ระบุทะเบียนรถ', areaLabel: 'บ้าน' }, links);
      expect(message.subject, kind).toMatch(thai);
      expect(message.subject, kind).toMatch(/ - แดชคลิป$/);
      expect(message.text, kind).toContain('เรื่อง: ตามหาคลิปกระบะชนท้าย พระราม 2');
      expect(message.text, kind).toContain('สถานที่: บางขุนเทียน กรุงเทพมหานคร');
      expect(message.text, kind).toContain('วันเกิดเหตุ: 20 พฤศจิกายน 2569 เวลา 07:30–08:30 น.');
      expect(message.text, kind).toContain(links.open);
      expect(message.text, kind).toContain(links.settings);
      expect(message.push.title, kind).toMatch(thai);
      expect(message.push.body.length, kind).toBeLessThanOrEqual(180);
    }
  });

  it('a nearby request asks the driver to lock the footage first, and wakes the phone', () => {
    const message = deliveryMessage('request_nearby', { ...request, areaLabel: 'ทางไปทำงาน' }, links);
    expect(message.urgency).toBe('high');
    expect(message.push.body).toContain(LOCK_FOOTAGE_NOW);
    expect(message.text).toContain('ใกล้พื้นที่ "ทางไปทำงาน" ของคุณ');
    expect(message.text).toMatch(/กดปุ่มล็อกไฟล์[\s\S]*ถอดการ์ดหน่วยความจำ/);
  });

  it('a match says how far and how many minutes apart; a removal gives the admin’s reason', () => {
    const matched = deliveryMessage(
      'request_matched',
      { ...request, distanceM: 1234, minutesApart: 0 },
      links,
    );
    expect(matched.push.body).toBe('ตามหาคลิปกระบะชนท้าย พระราม 2 · ห่างจากหมุดของคุณ 1.2 กม. · อยู่ในช่วงเวลาที่ระบุ');
    const later = deliveryMessage('request_matched', { ...request, distanceM: 80, minutesApart: 12 }, links);
    expect(later.text).toContain('ห่างจากหมุดของคุณ 80 เมตร · ห่างจากช่วงเวลาที่ระบุ 12 นาที');
    const removed = deliveryMessage('request_removed', { ...request, reason: 'ระบุทะเบียนรถ' }, links);
    expect(removed.text).toContain('เหตุผล: ระบุทะเบียนรถ');
    expect(removed.push.body).toBe('ตามหาคลิปกระบะชนท้าย พระราม 2: ระบุทะเบียนรถ');
  });

  it('words what it has: a blanked title (its requester erased) and missing facts leave no gaps', () => {
    const message = deliveryMessage('request_matched', { requestId: 'r1', title: '' }, links);
    expect(message.text).toContain('เรื่อง: คำขอตามหาคลิป');
    expect(message.text).not.toMatch(/สถานที่|วันเกิดเหตุ|undefined|null/);
    expect(message.push.body).toBe('คำขอตามหาคลิป');
    const long = deliveryMessage('request_nearby', { ...request, title: 'ก'.repeat(300) }, links);
    expect(long.push.body.length).toBe(180);
    expect(long.push.body.endsWith('…')).toBe(true);
  });

  it('distances in metres below a kilometre', () => {
    expect(thaiDistance(0)).toBe('0 เมตร');
    expect(thaiDistance(999.4)).toBe('999 เมตร');
    expect(thaiDistance(5000)).toBe('5.0 กม.');
  });
});
