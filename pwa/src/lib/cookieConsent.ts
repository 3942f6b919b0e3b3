/**
 * The visitor's cookie choice (spec: cookie consent), kept as the record
 * { necessary, analytics, marketing, preferences, timestamp } under localStorage `cookieConsent`.
 * No record means the visitor has not chosen yet, so the banner shows and no cookie is written.
 */
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { STORAGE_KEYS } from './constants.ts';

export const cookieConsentSchema = z.object({
  necessary: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  preferences: z.boolean(),
  timestamp: z.string(),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;
export type CookieChoice = Omit<CookieConsent, 'timestamp'>;

/** What the settings dialog starts from. */
export const DEFAULT_CHOICE: CookieChoice = {
  necessary: true,
  analytics: true,
  preferences: true,
  marketing: false,
};
export const ACCEPT_ALL: CookieChoice = {
  necessary: true,
  analytics: true,
  preferences: true,
  marketing: true,
};
export const NECESSARY_ONLY: CookieChoice = {
  necessary: true,
  analytics: false,
  preferences: false,
  marketing: false,
};

const CHANGE_EVENT = 'dashclip:cookie-consent';

export function readCookieConsent(): CookieConsent | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.cookieConsent);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = cookieConsentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveCookieConsent(choice: CookieChoice, now: Date = new Date()): CookieConsent {
  // Necessary cookies cannot be refused; the record says so explicitly.
  const record: CookieConsent = { ...choice, necessary: true, timestamp: now.toISOString() };
  localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify(record));
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return record;
}

/** Session cookies are written only once a consent record exists that allows necessary cookies. */
export function allowsNecessaryCookies(): boolean {
  return readCookieConsent()?.necessary === true;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const rawConsent = () => {
  try {
    return localStorage.getItem(STORAGE_KEYS.cookieConsent);
  } catch {
    return null;
  }
};

/** The stored record, re-rendering when it changes; null until the visitor has chosen. */
export function useCookieConsent(): CookieConsent | null {
  const raw = useSyncExternalStore(subscribe, rawConsent, () => null);
  return raw === null ? null : readCookieConsent();
}

/** "Open cookie settings" from anywhere (e.g. a footer link), answered by the consent banner. */
let settingsRequested = false;
const SETTINGS_EVENT = 'dashclip:cookie-settings';

export function openCookieSettings(): void {
  settingsRequested = true;
  window.dispatchEvent(new Event(SETTINGS_EVENT));
}

export function closeCookieSettings(): void {
  settingsRequested = false;
  window.dispatchEvent(new Event(SETTINGS_EVENT));
}

function subscribeSettings(onChange: () => void): () => void {
  window.addEventListener(SETTINGS_EVENT, onChange);
  return () => window.removeEventListener(SETTINGS_EVENT, onChange);
}

export function useCookieSettingsRequested(): boolean {
  return useSyncExternalStore(
    subscribeSettings,
    () => settingsRequested,
    () => false,
  );
}
