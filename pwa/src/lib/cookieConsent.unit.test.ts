// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  allowsNecessaryCookies,
  DEFAULT_CHOICE,
  NECESSARY_ONLY,
  readCookieConsent,
  saveCookieConsent,
} from './cookieConsent.ts';
import { clearSession, saveSession } from './session.ts';

const user = {
  uid: 'u1',
  email: 'a@example.com',
  displayName: '',
  isAdmin: false,
  userType: 'buyer',
  roles: ['buyer'],
  emailVerified: true,
  photoURL: null,
  lastLogin: null,
};

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});

describe('cookie consent record', () => {
  it('has the spec defaults: analytics and preferences on, marketing off', () => {
    expect(DEFAULT_CHOICE).toEqual({ necessary: true, analytics: true, preferences: true, marketing: false });
  });

  it('accept all sets everything true; necessary only sets all but necessary false', () => {
    expect(Object.values(ACCEPT_ALL).every(Boolean)).toBe(true);
    expect(NECESSARY_ONLY).toEqual({
      necessary: true,
      analytics: false,
      preferences: false,
      marketing: false,
    });
  });

  it('is stored under cookieConsent as {necessary, analytics, marketing, preferences, timestamp}', () => {
    saveCookieConsent(NECESSARY_ONLY, new Date('2025-01-02T03:04:05.000Z'));
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? 'null')).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
      timestamp: '2025-01-02T03:04:05.000Z',
    });
    expect(readCookieConsent()?.necessary).toBe(true);
  });

  it('reads a broken record as no choice', () => {
    localStorage.setItem('cookieConsent', '{"necessary":"yes"}');
    expect(readCookieConsent()).toBeNull();
    expect(allowsNecessaryCookies()).toBe(false);
  });
});

describe('no session cookies at all (issue 15 overrides spec §4)', () => {
  it('writes no cookie before the visitor has chosen', () => {
    saveSession({ token: 'tok', user });
    expect(localStorage.getItem('token')).toBe('tok');
    expect(document.cookie).toBe('');
  });

  it('writes no token or user cookie even once necessary cookies are allowed (issue 15), and removes ones an older version wrote', () => {
    document.cookie = 'token=old-token; Path=/';
    document.cookie = 'user=%7B%22email%22%3A%22a%40b.th%22%7D; Path=/';
    saveCookieConsent(NECESSARY_ONLY);
    saveSession({ token: 'tok', user, rememberMe: true });
    expect(localStorage.getItem('token')).toBe('tok');
    expect(document.cookie).not.toContain('token=');
    expect(document.cookie).not.toContain('user=');
    clearSession();
    expect(document.cookie).not.toContain('token=');
    expect(document.cookie).not.toContain('user=');
  });
});
