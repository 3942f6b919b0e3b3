import { describe, expect, it } from 'vitest';
import { FIREBASE_AUTH_MESSAGES, firebaseAuthMessage, resendVerificationMessage } from './firebaseErrors.ts';

const expected: Record<string, string> = {
  'auth/user-not-found': 'ไม่พบบัญชีผู้ใช้นี้',
  'auth/wrong-password': 'รหัสผ่านไม่ถูกต้อง',
  'auth/email-already-in-use': 'อีเมลนี้ถูกใช้งานแล้ว',
  'auth/weak-password': 'รหัสผ่านไม่ปลอดภัย ต้องมีอย่างน้อย 6 ตัวอักษร',
  'auth/invalid-email': 'รูปแบบอีเมลไม่ถูกต้อง',
  'auth/too-many-requests': 'มีการลองเข้าสู่ระบบหลายครั้งเกินไป กรุณาลองใหม่ภายหลัง',
  'auth/network-request-failed': 'เกิดข้อผิดพลาดของเครือข่าย กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
  'auth/popup-closed-by-user': 'การเข้าสู่ระบบถูกยกเลิก',
  'auth/popup-blocked': 'เบราว์เซอร์บล็อกหน้าต่างป๊อปอัป กรุณาอนุญาตป๊อปอัปแล้วลองใหม่',
  'auth/operation-not-allowed': 'วิธีการเข้าสู่ระบบนี้ยังไม่เปิดให้ใช้งาน',
  'auth/account-exists-with-different-credential': 'มีบัญชีที่ใช้อีเมลนี้ด้วยวิธีการเข้าสู่ระบบอื่นอยู่แล้ว',
  'auth/requires-recent-login': 'กรุณาเข้าสู่ระบบใหม่อีกครั้งก่อนทำรายการนี้',
  'auth/invalid-credential': 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
  'auth/unauthorized-domain': 'โดเมนนี้ไม่ได้รับอนุญาตให้เข้าสู่ระบบด้วยบัญชีโซเชียล',
};

describe('firebaseAuthMessage', () => {
  it.each(Object.entries(expected))('maps %s to its Thai message', (code, message) => {
    expect(firebaseAuthMessage({ code, message: `Firebase: Error (${code}).` })).toBe(message);
  });

  it('covers exactly the spec catalogue, nothing untested', () => {
    expect(Object.keys(FIREBASE_AUTH_MESSAGES).sort()).toEqual(Object.keys(expected).sort());
  });

  it('keeps the original message of an unknown code', () => {
    expect(
      firebaseAuthMessage({ code: 'auth/internal-error', message: 'Firebase: Error (auth/internal-error).' }),
    ).toBe('Firebase: Error (auth/internal-error).');
  });

  it('falls back to the generic sign-in error without a message', () => {
    expect(firebaseAuthMessage({ code: 'auth/internal-error' })).toBe('เกิดข้อผิดพลาดในการเข้าสู่ระบบ');
    expect(firebaseAuthMessage(null)).toBe('เกิดข้อผิดพลาดในการเข้าสู่ระบบ');
    expect(firebaseAuthMessage({ message: '  ' })).toBe('เกิดข้อผิดพลาดในการเข้าสู่ระบบ');
  });
});

describe('resendVerificationMessage', () => {
  it('says wait five minutes, sign in again, network error, or could not send', () => {
    expect(resendVerificationMessage({ code: 'auth/too-many-requests' })).toBe(
      'ส่งอีเมลยืนยันบ่อยเกินไป กรุณารอ 5 นาทีแล้วลองใหม่',
    );
    expect(resendVerificationMessage({ code: 'auth/user-not-found' })).toBe('ไม่พบผู้ใช้ กรุณาเข้าสู่ระบบใหม่อีกครั้ง');
    expect(resendVerificationMessage({ code: 'auth/network-request-failed' })).toBe(
      'เกิดข้อผิดพลาดของเครือข่าย กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต',
    );
    expect(resendVerificationMessage(new Error('boom'))).toBe('ไม่สามารถส่งอีเมลยืนยันได้ กรุณาลองใหม่');
  });
});
