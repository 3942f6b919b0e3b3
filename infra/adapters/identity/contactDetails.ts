import { createHash, randomInt } from 'node:crypto';
import { TEST_PHONE_PATTERN } from '../../../events/constants.ts';

const OTP_DIGITS = 6;

/** E-mail addresses compare trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The reservation stream's key: sha256 of the normalised address (DESIGN.md §3). */
export const emailKey = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('hex');

/** +66 and nine digits; a leading 0 becomes +66; spaces and dashes are ignored. Null when invalid. */
export function normalizeThaiPhone(input: string): string | null {
  const trimmed = input.trim();
  if (TEST_PHONE_PATTERN.test(trimmed)) return trimmed.replace(/[ -]/g, '');
  const compact = trimmed.replace(/[\s-]/g, '');
  const international = compact.startsWith('0') ? `+66${compact.slice(1)}` : compact;
  return /^\+66\d{9}$/.test(international) ? international : null;
}

export const newOtpCode = () =>
  randomInt(0, 10 ** OTP_DIGITS)
    .toString()
    .padStart(OTP_DIGITS, '0');

/** Codes are kept only as a hash bound to the person (a leaked hash says nothing about others). */
export const hashOtpCode = (uid: string, code: string) =>
  createHash('sha256').update(`${uid}:${code}`).digest('base64url');
