/**
 * The spec's visitor counter: a number kept in this browser's localStorage, raised once per
 * browser session (sessionStorage remembers that this session was counted). It counts visits from
 * this device only, and the UI says so.
 */
import { STORAGE_KEYS } from '../../../lib/constants.ts';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function countVisit(local: KeyValueStore, session: KeyValueStore): number {
  const stored = Number.parseInt(local.getItem(STORAGE_KEYS.visitorCount) ?? '', 10);
  const count = Number.isFinite(stored) && stored > 0 ? stored : 0;
  if (session.getItem(STORAGE_KEYS.visitCounted) === '1') return count;
  const next = count + 1;
  try {
    local.setItem(STORAGE_KEYS.visitorCount, String(next));
    session.setItem(STORAGE_KEYS.visitCounted, '1');
  } catch {
    // Storage disabled or full: show the count without remembering it.
  }
  return next;
}
