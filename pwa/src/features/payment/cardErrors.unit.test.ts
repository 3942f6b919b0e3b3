import { describe, expect, it } from 'vitest';
import { cardErrorMessage } from './cardErrors.ts';

describe('cardErrorMessage', () => {
  it.each([
    ['card_declined', 'Your card was declined.', 'บัตรของคุณถูกปฏิเสธ'],
    ['incorrect_number', 'Your card number is incorrect.', 'หมายเลขบัตรไม่ถูกต้อง'],
    ['expired_card', 'Your card has expired.', 'บัตรของคุณหมดอายุแล้ว'],
    ['incorrect_cvc', "Your card's security code is incorrect.", 'รหัส CVC ไม่ถูกต้อง'],
    [
      'payment_intent_authentication_failure',
      'We are unable to authenticate.',
      'การยืนยันตัวตน 3-D Secure ไม่สำเร็จ',
    ],
    ['authentication_required', 'Authentication required.', 'การยืนยันตัวตน 3-D Secure ไม่สำเร็จ'],
    ['processing_error', 'An error occurred while processing your card.', 'เกิดข้อผิดพลาดระหว่างประมวลผลบัตร'],
  ])('renders %s in Thai', (code, message, thai) => {
    expect(cardErrorMessage({ code, message })).toContain(thai);
  });

  it("shows an unknown code's own message, or the general one when there is none", () => {
    expect(cardErrorMessage({ code: 'rate_limit', message: 'Too many requests.' })).toBe(
      'Too many requests.',
    );
    expect(cardErrorMessage({ code: 'constructor', message: '' })).toBe('เกิดข้อผิดพลาดในการชำระเงิน');
    expect(cardErrorMessage(null)).toBe('เกิดข้อผิดพลาดในการชำระเงิน');
  });
});
