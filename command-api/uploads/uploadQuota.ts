import { ABANDONED_UPLOAD_HOURS } from '../../events/constants.ts';
import { UPLOAD_DAILY_BYTES_MAX, UPLOAD_PENDING_MAX, UPLOAD_QUOTA_WINDOW_HOURS } from '../constants.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import type {
  QuotaEntry,
  QuotaUsage,
  UploadQuotaLedger,
} from '../../infra/adapters/files/uploadQuotaLedger.ts';
import type { TusVideoUploads } from '../../infra/adapters/files/tusVideoUploads.ts';
import { clipDecider } from '../domain/clip/decide.ts';
import { DomainError } from '../domain/decider.ts';
import { loadState } from '../handleCommand.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface QuotaLimits {
  pendingMax: number;
  bytesMax: number;
  windowMs: number;
}

export const uploadQuotaLimits: QuotaLimits = {
  pendingMax: UPLOAD_PENDING_MAX,
  bytesMax: UPLOAD_DAILY_BYTES_MAX,
  windowMs: UPLOAD_QUOTA_WINDOW_HOURS * HOUR_MS,
};

export type QuotaVerdict =
  | { allowed: true }
  | { allowed: false; reason: 'pending' }
  | { allowed: false; reason: 'bytes'; retryAfterSeconds: number };

/**
 * Whether one more upload of `bytes` fits: fewer than `pendingMax` uploads waiting, and the bytes
 * recorded in the last window plus these within `bytesMax`. A refusal for bytes says when enough
 * of the window's uploads will have aged out; one for pending uploads cannot (a reviewer decides).
 */
export function decideUploadQuota(
  usage: QuotaUsage,
  bytes: number,
  now: Date,
  limits: QuotaLimits = uploadQuotaLimits,
): QuotaVerdict {
  if (usage.pending >= limits.pendingMax) return { allowed: false, reason: 'pending' };
  const since = now.getTime() - limits.windowMs;
  const recent = usage.recent
    .filter((entry) => entry.recordedAt.getTime() > since)
    .sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
  const used = recent.reduce((sum, entry) => sum + entry.bytes, 0);
  let over = used + bytes - limits.bytesMax;
  if (over <= 0) return { allowed: true };
  for (const entry of recent) {
    over -= entry.bytes;
    if (over <= 0) {
      const frees = entry.recordedAt.getTime() + limits.windowMs - now.getTime();
      return { allowed: false, reason: 'bytes', retryAfterSeconds: Math.max(1, Math.ceil(frees / 1000)) };
    }
  }
  return { allowed: false, reason: 'bytes', retryAfterSeconds: Math.ceil(limits.windowMs / 1000) };
}

/** A refusal as UPLOAD_QUOTA, with the limit that was reached and, for bytes, when a wait helps. */
export function quotaRefusal(
  verdict: Exclude<QuotaVerdict, { allowed: true }>,
  limits = uploadQuotaLimits,
): DomainError<'UPLOAD_QUOTA'> {
  if (verdict.reason === 'pending')
    return new DomainError('UPLOAD_QUOTA', { reason: 'pending', pendingMax: limits.pendingMax });
  return new DomainError('UPLOAD_QUOTA', {
    reason: 'bytes',
    bytesMax: limits.bytesMax,
    windowMs: limits.windowMs,
    retryAfterSeconds: verdict.retryAfterSeconds,
  });
}

/**
 * A member's upload quota, enforced when a resumable upload is created and when a clip is
 * submitted. What still counts as pending is read from the truth each time (the tus upload's file,
 * the clip's own stream: command-api reads no read model); the ledger only remembers which uploads
 * a member started, and takes the last slot under a per-member lock, so two parallel uploads
 * cannot both pass it.
 */
export interface UploadQuota {
  /** Refuses (UPLOAD_QUOTA) when the member has no room for any upload; records nothing. */
  check(uid: string): Promise<void>;
  /**
   * Records the upload `entryId` of `bytes` unless the quota is full (UPLOAD_QUOTA). Answers false when it
   * was recorded before (a finished resumable upload submitted as a clip keeps its slot).
   */
  reserve(uid: string, entryId: string, bytes: number, clipId?: string): Promise<boolean>;
  /** The resumable upload became clip `clipId`: it stays pending until the clip is reviewed. */
  becameClip(uid: string, entryId: string, clipId: string): Promise<void>;
  /** The upload ended unreviewed (cancelled, or its clip was never recorded): no longer pending. */
  settle(uid: string, entryId: string): Promise<void>;
  /** The upload never happened (refused before any byte was kept): forgotten, bytes included. */
  release(uid: string, entryId: string): Promise<void>;
}

export function uploadQuota(deps: {
  ledger: UploadQuotaLedger;
  store: EventStore;
  tus: Pick<TusVideoUploads, 'ownerOf'>;
  limits?: QuotaLimits;
  now?: () => Date;
}): UploadQuota {
  const limits = deps.limits ?? uploadQuotaLimits;
  const now = deps.now ?? (() => new Date());

  /**
   * Whether an entry still waits. Nothing behind it yet (a creation or a submission in flight, or a
   * crash in between) counts until ABANDONED_UPLOAD_HOURS have passed, as an unfinished upload would.
   */
  async function stillPending(uid: string, entry: QuotaEntry, at: Date): Promise<boolean> {
    const young = at.getTime() - entry.recordedAt.getTime() < ABANDONED_UPLOAD_HOURS * HOUR_MS;
    if (entry.clipId) {
      const { state } = await loadState(deps.store, streams.clip(entry.clipId), clipDecider);
      return state.status === 'pending' || (state.status === 'none' && young);
    }
    return (await deps.tus.ownerOf(entry.entryId)) === uid || young;
  }

  /** Settles the member's entries that no longer wait: at most pendingMax of them are open. */
  async function refresh(uid: string, at: Date): Promise<void> {
    const open = await deps.ledger.openEntries(uid);
    const checked = await Promise.all(open.map((entry) => stillPending(uid, entry, at)));
    const done = open.filter((_, i) => !checked[i]).map((entry) => entry.entryId);
    if (done.length > 0) await deps.ledger.settle(uid, done);
  }

  const enforce = (verdict: QuotaVerdict) => {
    if (!verdict.allowed) throw quotaRefusal(verdict, limits);
  };

  return {
    async check(uid) {
      const at = now();
      await refresh(uid, at);
      enforce(decideUploadQuota(await deps.ledger.usage(uid, at, limits.windowMs), 1, at, limits));
    },
    async reserve(uid, entryId, bytes, clipId) {
      const at = now();
      await refresh(uid, at);
      const outcome = await deps.ledger.reserve(
        uid,
        { entryId, bytes, clipId: clipId ?? null },
        at,
        limits.windowMs,
        (usage) => decideUploadQuota(usage, bytes, at, limits),
      );
      if (outcome === 'recorded before') return false;
      enforce(outcome);
      return true;
    },
    becameClip: (uid, entryId, clipId) => deps.ledger.becameClip(uid, entryId, clipId),
    settle: (uid, entryId) => deps.ledger.settle(uid, [entryId]),
    release: (uid, entryId) => deps.ledger.release(uid, entryId),
  };
}
