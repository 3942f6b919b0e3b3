import type { SqlClient, SqlExecutor } from '../postgres/sqlClient.ts';
import { lockKey } from '../postgres/sqlClient.ts';

/** An upload still counted as pending: a resumable upload (no clip yet) or a clip's. */
export interface QuotaEntry {
  entryId: string;
  clipId: string | null;
  recordedAt: Date;
}

/** What the quota decides on: uploads waiting, and the bytes recorded lately. */
export interface QuotaUsage {
  pending: number;
  recent: { bytes: number; recordedAt: Date }[];
}

/** The quota's verdict as the ledger needs it: record the entry only when allowed. */
export type QuotaDecision = (usage: QuotaUsage) => { allowed: boolean };

/**
 * The uploads each member started (migration 008, `upload_quota_entries`), written only by
 * command-api. Which of them still wait is decided by the caller from the truth (files, streams);
 * this table only remembers them, and serialises a member's reservations.
 */
export interface UploadQuotaLedger {
  openEntries(uid: string): Promise<QuotaEntry[]>;
  usage(uid: string, now: Date, windowMs: number): Promise<QuotaUsage>;
  /**
   * Under a lock on the member: answers 'recorded before' when the entry exists; otherwise reads
   * the usage, asks `decide`, records the entry when allowed, and answers the verdict. Entries of
   * the member that no longer count for anything (settled, past the window) are pruned on the way.
   */
  reserve<Verdict extends { allowed: boolean }>(
    uid: string,
    entry: { entryId: string; bytes: number; clipId: string | null },
    now: Date,
    windowMs: number,
    decide: (usage: QuotaUsage) => Verdict,
  ): Promise<Verdict | 'recorded before'>;
  becameClip(uid: string, entryId: string, clipId: string): Promise<void>;
  settle(uid: string, entryIds: string[]): Promise<void>;
  release(uid: string, entryId: string): Promise<void>;
}

async function readUsage(db: SqlExecutor, uid: string, now: Date, windowMs: number): Promise<QuotaUsage> {
  const since = new Date(now.getTime() - windowMs);
  const { rows } = await db.query<{ bytes: string; recorded_at: Date | string; pending: boolean }>(
    `select bytes::text as bytes, recorded_at, pending from upload_quota_entries
      where uid = $1 and (pending or recorded_at > $2)`,
    [uid, since],
  );
  return {
    pending: rows.filter((row) => row.pending).length,
    recent: rows
      .map((row) => ({ bytes: Number(row.bytes), recordedAt: new Date(row.recorded_at) }))
      .filter((entry) => entry.recordedAt > since),
  };
}

export function uploadQuotaLedger(db: SqlClient): UploadQuotaLedger {
  return {
    async openEntries(uid) {
      const { rows } = await db.query<{
        entry_id: string;
        clip_id: string | null;
        recorded_at: Date | string;
      }>('select entry_id, clip_id, recorded_at from upload_quota_entries where uid = $1 and pending', [uid]);
      return rows.map((row) => ({
        entryId: row.entry_id,
        clipId: row.clip_id,
        recordedAt: new Date(row.recorded_at),
      }));
    },
    usage: (uid, now, windowMs) => readUsage(db, uid, now, windowMs),
    reserve(uid, entry, now, windowMs, decide) {
      return db.transaction(async (tx) => {
        // PGlite runs one transaction at a time; a server needs the member's lock.
        if (db.kind === 'pg')
          await tx.query('select pg_advisory_xact_lock($1)', [lockKey(`upload-quota:${uid}`)]);
        const known = await tx.query('select 1 from upload_quota_entries where uid = $1 and entry_id = $2', [
          uid,
          entry.entryId,
        ]);
        if (known.rows.length > 0) return 'recorded before' as const;
        await tx.query(
          'delete from upload_quota_entries where uid = $1 and not pending and recorded_at <= $2',
          [uid, new Date(now.getTime() - windowMs)],
        );
        const verdict = decide(await readUsage(tx, uid, now, windowMs));
        if (verdict.allowed)
          await tx.query(
            `insert into upload_quota_entries (uid, entry_id, bytes, recorded_at, clip_id)
             values ($1, $2, $3, $4, $5)`,
            [uid, entry.entryId, entry.bytes, now, entry.clipId],
          );
        return verdict;
      });
    },
    async becameClip(uid, entryId, clipId) {
      await db.query('update upload_quota_entries set clip_id = $3 where uid = $1 and entry_id = $2', [
        uid,
        entryId,
        clipId,
      ]);
    },
    async settle(uid, entryIds) {
      await db.query(
        'update upload_quota_entries set pending = false where uid = $1 and entry_id = any($2::text[])',
        [uid, entryIds],
      );
    },
    async release(uid, entryId) {
      await db.query('delete from upload_quota_entries where uid = $1 and entry_id = $2', [uid, entryId]);
    },
  };
}
