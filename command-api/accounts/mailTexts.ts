/** The mails and text messages an account is sent, in Thai. */
export const mailTexts = {
  verifySubject: 'ยืนยันอีเมลของคุณ - แดชคลิป',
  verifyText: (name: string, link: string) =>
    `สวัสดีคุณ${name}\n\nกรุณายืนยันอีเมลของคุณเพื่อเริ่มใช้งานแดชคลิป โดยเปิดลิงก์นี้ภายใน 24 ชั่วโมง:\n${link}\n\nหากคุณไม่ได้สมัครสมาชิก ไม่ต้องทำอะไร`,
  resetSubject: 'ตั้งรหัสผ่านใหม่ - แดชคลิป',
  resetText: (link: string) =>
    `มีคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีแดชคลิปของคุณ เปิดลิงก์นี้ภายใน 1 ชั่วโมง:\n${link}\n\nหากคุณไม่ได้ขอ ไม่ต้องทำอะไร รหัสผ่านเดิมยังใช้ได้`,
  otpText: (code: string) => `รหัส OTP แดชคลิปของคุณคือ ${code} (หมดอายุใน 5 นาที) ห้ามบอกรหัสนี้กับผู้อื่น`,
  registrationAttemptSubject: 'มีการพยายามสมัครสมาชิกด้วยอีเมลของคุณ - แดชคลิป',
  registrationAttemptText: (signInLink: string, resetLink: string) =>
    `มีผู้พยายามสมัครสมาชิกแดชคลิปด้วยอีเมลนี้ ซึ่งมีบัญชีอยู่แล้ว\n\nหากเป็นคุณ เข้าสู่ระบบได้ที่:\n${signInLink}\nหากลืมรหัสผ่าน ตั้งรหัสผ่านใหม่ได้ที่:\n${resetLink}\n\nหากไม่ใช่คุณ ไม่ต้องทำอะไร บัญชีของคุณยังปลอดภัย`,
  bankAccountChangedSubject: 'บัญชีธนาคารสำหรับรับเงินถูกเปลี่ยน - แดชคลิป',
  bankAccountChangedText: (bankName: string, lastDigits: string) =>
    `บัญชีธนาคารสำหรับรับเงินของคุณถูกเปลี่ยนเป็น ${bankName} เลขที่ลงท้ายด้วย ${lastDigits}\n\nหากคุณไม่ได้เปลี่ยน กรุณาเปลี่ยนรหัสผ่านและติดต่อผู้ดูแลระบบทันที`,
} as const;
