import { limitTexts } from '../../../events/limitTexts.ts';
import type { TAKEDOWN_REQUESTER_ROLES, TAKEDOWN_TARGETS } from '../../../events/constants.ts';

type Role = (typeof TAKEDOWN_REQUESTER_ROLES)[number];
type Target = (typeof TAKEDOWN_TARGETS)[number];

const roles: Record<Role, string> = {
  in_clip: 'ผู้ที่ปรากฏในคลิป',
  vehicle_owner: 'เจ้าของรถที่ปรากฏในคลิป',
  representative: 'ผู้แทนหรือผู้รับมอบอำนาจ',
};
const targets: Record<Target, string> = {
  face: 'เบลอใบหน้า',
  plate: 'เบลอป้ายทะเบียน',
  person: 'เบลอบุคคลที่ไม่เกี่ยวกับเหตุการณ์',
  whole_clip: 'ลบคลิปทั้งคลิป',
};

/**
 * Requests from people without an account (issue 17): the takedown / blur request and the contact
 * form. Both reach the admins' complaints queue, worded here once for the admin who reads them.
 */
export const guestRequestTexts = {
  clipReferenceInvalid: 'กรุณาวางลิงก์หน้าคลิป (เช่น …/video/รหัสคลิป) หรือรหัสคลิปที่ต้องการให้ดำเนินการ',
  roleInvalid: 'กรุณาเลือกว่าคุณเกี่ยวข้องกับคลิปอย่างไร',
  targetsRequired: 'กรุณาเลือกอย่างน้อยหนึ่งอย่างที่ต้องการให้เบลอหรือลบ',
  declarationRequired: 'กรุณายืนยันว่าข้อมูลในคำขอเป็นความจริง',
  contactName: limitTexts.contactName,
  takedownDetails: limitTexts.takedownDetails,
  contactMessage: limitTexts.contactMessage,
  takedownSubject: (what: readonly Target[], clipId: string) =>
    `คำขอ${what.map((target) => targets[target]).join(' และ')} — คลิป ${clipId}`,
  takedownDescription: (request: {
    name: string;
    role: Role;
    email: string;
    phone?: string | undefined;
    clipReference: string;
    details: string;
  }) =>
    [
      `ผู้ยื่นคำขอ: ${request.name} (${roles[request.role]})`,
      `ติดต่อกลับ: ${request.email}${request.phone ? ` · โทร ${request.phone}` : ''}`,
      `คลิปที่แจ้ง: ${request.clipReference}`,
      `รายละเอียด: ${request.details}`,
      'ผู้ยื่นคำขอยืนยันว่าเป็นผู้ที่ปรากฏในคลิปหรือผู้มีอำนาจแทน และข้อมูลเป็นความจริง',
    ].join('\n'),
  contactSubject: (name: string) => `ข้อความจากหน้าติดต่อเรา: ${name}`,
  contactDescription: (message: { email: string; phone?: string | undefined; text: string }) =>
    [message.text, '', `ติดต่อกลับ: ${message.email}${message.phone ? ` · โทร ${message.phone}` : ''}`].join(
      '\n',
    ),
} as const;
