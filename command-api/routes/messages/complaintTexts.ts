/** Filing a complaint and an admin handling it. */
export const complaintTexts = {
  notFound: 'ไม่พบคำร้องเรียน',
  alreadyExists: 'มีคำร้องเรียนนี้อยู่แล้ว',
  notOpen: 'รับเรื่องได้เฉพาะคำร้องเรียนที่เปิดใหม่เท่านั้น',
  closed: 'คำร้องเรียนนี้ได้รับการแก้ไขหรือถูกปฏิเสธไปแล้ว',
  priorityUnchanged: 'คำร้องเรียนนี้มีความสำคัญระดับนี้อยู่แล้ว',
  responseRequired: 'กรุณาระบุคำตอบถึงผู้แจ้ง (ไม่เกิน 2000 ตัวอักษร)',
  typeInvalid: 'ประเภทต้องเป็น content, technical, payment, user หรือ other',
  subjectRequired: 'กรุณาระบุหัวข้อ (ไม่เกิน 200 ตัวอักษร)',
  descriptionRequired: 'กรุณาระบุรายละเอียด (ไม่เกิน 2000 ตัวอักษร)',
  referenceInvalid: 'รหัสอ้างอิงคลิปหรือรายการซื้อไม่ถูกต้อง',
  priorityInvalid: 'ความสำคัญต้องเป็น low, medium, high หรือ urgent',
} as const;
