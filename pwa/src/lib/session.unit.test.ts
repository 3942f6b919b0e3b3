// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, readSession, readStoredUser } from './session.ts';

beforeEach(() => localStorage.clear());

describe('session', () => {
  it('is signed out without a token or without a user', () => {
    expect(readSession()).toBeNull();
    localStorage.setItem('token', 't');
    expect(readSession()).toBeNull();
    localStorage.clear();
    localStorage.setItem('user', JSON.stringify({ uid: 'u1', email: 'a@example.com' }));
    expect(readSession()).toBeNull();
  });

  it('reads the stored user with defaults for missing fields', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem(
      'user',
      JSON.stringify({
        uid: 'u1',
        email: 'a@example.com',
        displayName: 'สมชาย',
        isAdmin: true,
        roles: ['admin'],
      }),
    );
    expect(readSession()?.user).toEqual({
      uid: 'u1',
      email: 'a@example.com',
      displayName: 'สมชาย',
      isAdmin: true,
      userType: 'buyer',
      roles: ['admin'],
      emailVerified: false,
      photoURL: null,
      lastLogin: null,
    });
  });

  it('removes a stored user that is not JSON', () => {
    localStorage.setItem('user', '{not json');
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('removes a stored user that is not a user', () => {
    localStorage.setItem('user', JSON.stringify({ email: 'a@example.com' }));
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears token and user on sign-out', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify({ uid: 'u1', email: 'a@example.com' }));
    localStorage.setItem('visits', '3');
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('visits')).toBe('3');
  });
});
