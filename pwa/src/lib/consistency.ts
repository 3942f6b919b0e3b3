/**
 * Read-your-writes (DESIGN §5): every command answer carries the global `position` ("tx.gp") of
 * its events. We keep the highest one seen (in memory, and in sessionStorage so a reload keeps
 * it) and send it as `X-Consistent-After`, so query-api answers only once its read models have
 * caught up with what this tab wrote.
 */
import { comparePositions, formatPosition, parsePosition } from '../../../events/checkpoint.ts';
import { STORAGE_KEYS } from './constants.ts';

let highest: string | null = null;

function stored(): string | null {
  try {
    const value = sessionStorage.getItem(STORAGE_KEYS.consistentAfter);
    return value !== null && parsePosition(value) ? value : null;
  } catch {
    return null;
  }
}

/** The highest position seen in this tab, or null before the first command. */
export function consistentAfter(): string | null {
  highest ??= stored();
  return highest;
}

/** Keep `position` if it is later than every position seen so far; ignore malformed ones. */
export function rememberPosition(position: string): void {
  const next = parsePosition(position);
  if (!next) return;
  const known = consistentAfter();
  const previous = known === null ? null : parsePosition(known);
  if (previous && comparePositions(next, previous) <= 0) return;
  highest = formatPosition(next);
  try {
    sessionStorage.setItem(STORAGE_KEYS.consistentAfter, highest);
  } catch {
    // Storage can be full or disabled; the in-memory value still serves this page.
  }
}

/** For tests: forget everything. */
export function resetConsistency(): void {
  highest = null;
  try {
    sessionStorage.removeItem(STORAGE_KEYS.consistentAfter);
  } catch {
    // nothing stored
  }
}
