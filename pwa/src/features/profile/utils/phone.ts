/**
 * Phone numbers as the server takes them (spec §5 Phone): +66 followed by 9 digits, or the fixed
 * test pattern; a leading 0 becomes +66. Spaces and dashes people type are ignored.
 */
import { TEST_PHONE_PATTERN } from '../../../../../events/constants.ts';

const THAI_PHONE = /^\+66\d{9}$/;

/** The number in +66 form, or null when it is not a valid number. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (TEST_PHONE_PATTERN.test(trimmed)) return trimmed;
  const compact = trimmed.replace(/[\s-]/g, '');
  const international = compact.startsWith('0') ? `+66${compact.slice(1)}` : compact;
  return THAI_PHONE.test(international) ? international : null;
}
