import type { NOTIFICATION_KINDS } from '../../../events/constants.ts';
import { thaiDate } from '../../../query-api/certificates/thaiDates.ts';

/**
 * The footage-request notifications (issue 22) sent out by e-mail and Web Push besides the in-app
 * list, worded in Thai from the notification's facts (its `data`, as the notifications projection
 * keeps them: the request's title, place and window, and what each kind adds). Other kinds stay
 * in-app for now.
 */
export const DELIVERED_KINDS = [
  'request_matched',
  'request_nearby',
  'request_area_suggested',
  'request_fulfilled',
  'request_removed',
] as const satisfies readonly (typeof NOTIFICATION_KINDS)[number][];
export type DeliveredKind = (typeof DELIVERED_KINDS)[number];

export const isDeliveredKind = (kind: string): kind is DeliveredKind =>
  (DELIVERED_KINDS as readonly string[]).includes(kind);

/** One notification by e-mail and by push; `urgency` tells the push service how soon to wake the phone. */
export interface DeliveryMessage {
  subject: string;
  text: string;
  push: { title: string; body: string };
  urgency: 'normal' | 'high';
}

/** Where each link leads, as absolute URLs (the e-mail) — the push carries the path only. */
export interface DeliveryLinks {
  /** The notification's own link (the request, the clip, the alert settings). */
  open: string;
  /** The alert areas and channels (the profile's requests tab). */
  settings: string;
}

const SITE = 'แดชคลิป';
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The push body stays short: a phone shows two or three lines of it. */
const PUSH_BODY_MAX = 180;
const shorten = (line: string) =>
  line.length > PUSH_BODY_MAX ? `${line.slice(0, PUSH_BODY_MAX - 1)}…` : line;

/** 350 → '350 เมตร'; 1234 → '1.2 กม.' */
export function thaiDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} เมตร` : `${(metres / 1000).toFixed(1)} กม.`;
}

/** The request the notification is about: its title, where and when, as far as the data says. */
function aboutRequest(data: Record<string, unknown>) {
  const title = text(data.title) || 'คำขอตามหาคลิป';
  const place = [text(data.district), text(data.province)].filter(Boolean).join(' ');
  const day = text(data.incidentDate) ? thaiDate(text(data.incidentDate)) : '';
  const window =
    text(data.timeFrom) && text(data.timeTo) ? `${text(data.timeFrom)}–${text(data.timeTo)} น.` : '';
  const when = [day, window].filter(Boolean).join(' เวลา ');
  const lines = [
    `เรื่อง: ${title}`,
    ...(place ? [`สถานที่: ${place}`] : []),
    ...(when ? [`วันเกิดเหตุ: ${when}`] : []),
  ];
  return { title, when: [day, window].filter(Boolean).join(' '), lines };
}

/** Dashcams loop over their card: the first thing a driver who was there must do. */
export const LOCK_FOOTAGE_NOW = 'ล็อกหรือสำรองไฟล์ไว้ก่อน กล้องส่วนใหญ่บันทึกทับภายใน 1–3 วัน';
const LOCK_STEPS = [
  '1. กดปุ่มล็อกไฟล์บนกล้อง (มักเป็นปุ่มรูปกุญแจ หรือ SOS/Emergency) หรือ',
  '2. ถอดการ์ดหน่วยความจำ แล้วคัดลอกไฟล์ช่วงเวลานั้นเก็บไว้ในคอมพิวเตอร์หรือโทรศัพท์',
  'จากนั้นจึงอัปโหลดคลิปเพื่อตอบคำขอผ่านแดชคลิป (ผู้ขอติดต่อคุณได้ผ่านแพลตฟอร์มเท่านั้น)',
];

const footer = (links: DeliveryLinks) =>
  `—\nคุณได้รับอีเมลนี้เพราะเปิดรับการแจ้งเตือนคำขอตามหาคลิปทางอีเมล เปลี่ยนพื้นที่หรือช่องทางการแจ้งเตือนได้ที่:\n${links.settings}`;

const mail = (lines: string[], links: DeliveryLinks) => [...lines, '', footer(links)].join('\n');

/** The notification of `kind` in Thai, from its data. */
export function deliveryMessage(
  kind: DeliveredKind,
  data: Record<string, unknown>,
  links: DeliveryLinks,
): DeliveryMessage {
  const request = aboutRequest(data);
  switch (kind) {
    case 'request_matched': {
      const distance = number(data.distanceM);
      const minutes = number(data.minutesApart);
      const how = [
        ...(distance === null ? [] : [`ห่างจากหมุดของคุณ ${thaiDistance(distance)}`]),
        ...(minutes === null ? [] : [minutes === 0 ? 'อยู่ในช่วงเวลาที่ระบุ' : `ห่างจากช่วงเวลาที่ระบุ ${minutes} นาที`]),
      ].join(' · ');
      const title = 'มีคลิปที่อาจตรงกับคำขอของคุณ';
      return {
        subject: `${title} - ${SITE}`,
        text: mail(
          [
            'มีคลิปที่อาจตรงกับคำขอตามหาคลิปของคุณ',
            '',
            ...request.lines,
            ...(how ? [`คลิปนี้: ${how}`] : []),
            '',
            'ดูคลิปที่ตรงกับคำขอ:',
            links.open,
          ],
          links,
        ),
        push: { title, body: shorten([request.title, how].filter(Boolean).join(' · ')) },
        urgency: 'normal',
      };
    }
    case 'request_nearby': {
      const area = text(data.areaLabel);
      const title = 'มีคนตามหาคลิปใกล้พื้นที่ของคุณ';
      return {
        subject: `${title} - ${SITE}`,
        text: mail(
          [
            area ? `มีคนตามหาคลิปเหตุการณ์ใกล้พื้นที่ "${area}" ของคุณ` : 'มีคนตามหาคลิปเหตุการณ์ใกล้พื้นที่ของคุณ',
            '',
            ...request.lines,
            '',
            `หากคุณผ่านบริเวณนั้นในช่วงเวลาดังกล่าว ${LOCK_FOOTAGE_NOW}:`,
            ...LOCK_STEPS,
            '',
            'ดูคำขอและส่งคลิป:',
            links.open,
          ],
          links,
        ),
        push: {
          title,
          body: shorten([request.title, request.when, LOCK_FOOTAGE_NOW].filter(Boolean).join(' · ')),
        },
        urgency: 'high',
      };
    }
    case 'request_area_suggested': {
      const title = 'มีคนตามหาคลิปในบริเวณที่คุณเคยถ่าย';
      return {
        subject: `${title} - ${SITE}`,
        text: mail(
          [
            'มีคำขอตามหาคลิปในบริเวณที่คุณเคยขายคลิปไว้',
            '',
            ...request.lines,
            '',
            'ตั้งพื้นที่ที่คุณขับผ่านเป็นประจำ (ไม่เกิน 5 พื้นที่ ไม่แสดงให้ใครเห็น) เพื่อรู้ทันทีเมื่อมีคนตามหาคลิปใกล้คุณ:',
            links.open,
          ],
          links,
        ),
        push: { title, body: shorten(`${request.title} · ตั้งพื้นที่แจ้งเตือนเพื่อรู้ทันทีเมื่อมีคนตามหาคลิปใกล้คุณ`) },
        urgency: 'normal',
      };
    }
    case 'request_fulfilled': {
      const title = 'ผู้ตามหาคลิปซื้อคลิปของคุณแล้ว';
      return {
        subject: `${title} - ${SITE}`,
        text: mail(
          [
            'ผู้ขอซื้อคลิปของคุณที่ตอบคำขอตามหาคลิปแล้ว ขอบคุณที่ช่วยให้หลักฐานถึงมือผู้ที่ต้องการ',
            '',
            ...request.lines,
            '',
            'รายได้จากการขายจะรวมอยู่ในยอดรายได้ของคุณ:',
            links.open,
          ],
          links,
        ),
        push: { title, body: shorten(request.title) },
        urgency: 'normal',
      };
    }
    case 'request_removed': {
      const reason = text(data.reason);
      const title = 'คำขอตามหาคลิปของคุณถูกนำออก';
      return {
        subject: `${title} - ${SITE}`,
        text: mail(
          [
            'ผู้ดูแลระบบนำคำขอตามหาคลิปของคุณออกจากกระดานคำขอ',
            '',
            ...request.lines,
            ...(reason ? [`เหตุผล: ${reason}`] : []),
            '',
            'ดูคำขอ:',
            links.open,
          ],
          links,
        ),
        push: { title, body: shorten([request.title, reason].filter(Boolean).join(': ')) },
        urgency: 'normal',
      };
    }
    default: {
      const unknown: never = kind;
      return unknown;
    }
  }
}
