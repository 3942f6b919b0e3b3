import { describe, expect, it } from 'vitest';
import { normalisePhone, registerSchema } from './authSchemas.ts';

const valid = {
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  email: 'somchai@example.com',
  password: 'longenough',
  confirmPassword: 'longenough',
  phone: '',
  userType: 'buyer',
  acceptTerms: true,
};

function messages(input: unknown): Record<string, string> {
  const result = registerSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('registration rules (spec §5)', () => {
  it('accepts a complete form, phone optional', () => {
    expect(registerSchema.parse(valid).phone).toBe('');
  });

  it('normalises a leading 0 to +66', () => {
    expect(normalisePhone('081-234 5678')).toBe('+66812345678');
    expect(registerSchema.parse({ ...valid, phone: '0812345678' }).phone).toBe('+66812345678');
  });

  it('explains every broken rule in Thai', () => {
    expect(
      messages({
        ...valid,
        firstName: ' ',
        lastName: '',
        email: 'nope',
        password: 'short',
        confirmPassword: 'other',
        phone: '12345',
        acceptTerms: false,
      }),
    ).toEqual({
      firstName: 'กรุณากรอกชื่อ',
      lastName: 'กรุณากรอกนามสกุล',
      email: 'รูปแบบอีเมลไม่ถูกต้อง',
      password: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร',
      confirmPassword: 'รหัสผ่านไม่ตรงกัน',
      phone: 'เบอร์โทรศัพท์ไม่ถูกต้อง กรุณากรอกในรูปแบบ +66812345678',
      acceptTerms: 'กรุณายอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว',
    });
  });

  it('says the passwords differ', () => {
    expect(messages({ ...valid, confirmPassword: 'longenougX' })).toEqual({
      confirmPassword: 'รหัสผ่านไม่ตรงกัน',
    });
  });
});
