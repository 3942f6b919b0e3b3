import { describe, expect, it } from 'vitest';
import { isSuspended, rolesText, userName, userStatus, userTypeText } from './userFacts.ts';

describe('the derived user status (admin spec §4 User)', () => {
  it('is suspended whenever the account is not active, verified or not', () => {
    expect(userStatus({ isActive: false, emailVerified: true })).toBe('suspended');
    expect(userStatus({ isActive: false, emailVerified: false })).toBe('suspended');
  });
  it('is unverified for an active account whose e-mail is not verified', () => {
    expect(userStatus({ isActive: true, emailVerified: false })).toBe('unverified');
  });
  it('is in use for an active, verified account', () => {
    expect(userStatus({ isActive: true, emailVerified: true })).toBe('active');
  });
  it('tells an account its owner closed from a suspension, and offers activate only on a suspension', () => {
    const closed = { isActive: false, emailVerified: true, accountStatus: 'deactivated' as const };
    expect(userStatus(closed)).toBe('deactivated');
    expect(isSuspended(closed)).toBe(false);
    expect(isSuspended({ isActive: false, emailVerified: true, accountStatus: 'suspended' })).toBe(true);
    expect(isSuspended({ isActive: false, emailVerified: true })).toBe(true);
    expect(isSuspended({ isActive: true, emailVerified: false })).toBe(false);
  });
});

describe('how a user is named', () => {
  it('prefers the display name, then first and last name, then a placeholder', () => {
    expect(userName({ displayName: 'สมชาย', firstName: 'ก', lastName: 'ข' })).toBe('สมชาย');
    expect(userName({ displayName: '', firstName: 'สมหญิง', lastName: 'ใจดี' })).toBe('สมหญิง ใจดี');
    expect(userName({ displayName: '', firstName: '', lastName: '' })).toBe('ไม่ระบุชื่อ');
  });
  it('shows an unknown type or role as sent', () => {
    expect(userTypeText('both')).toBe('ทั้งผู้ซื้อและผู้ขาย');
    expect(userTypeText('robot')).toBe('robot');
    expect(rolesText(['buyer', 'admin', 'auditor'])).toBe('ผู้ซื้อ, ผู้ดูแลระบบ, auditor');
    expect(rolesText([])).toBe('—');
  });
});
