import { randomBytes } from 'node:crypto';
import type { SqlExecutor } from '../postgres/sqlClient.ts';
import { PERSONAL_DATA_KEY_BYTES } from './personalDataCodec.ts';

/**
 * One AES key per person (the "subject", a uid), in `personal_data_keys` (migration 003).
 * Deleting a key is the erasure: nothing sealed with it can be read again. Keys are never cached
 * in memory, because erasure happens in the projector, possibly in another process.
 */
export interface PersonalDataKeys {
  getOrCreate(subject: string): Promise<Buffer>;
  /** The keys that exist among `subjects`, in one query; erased or unknown subjects are absent. */
  getMany(subjects: Iterable<string>): Promise<Map<string, Buffer>>;
  /** Erases `subject`: their key goes, and a tombstone (the id only) records that it went. */
  delete(subject: string): Promise<void>;
  /** Which of `subjects` were erased (tombstones), in one query. */
  erasedAmong(subjects: Iterable<string>): Promise<Set<string>>;
}

/** Keys travel as base64 text: pg answers bytea as Buffer, PGlite as Uint8Array. */
export function personalDataKeys(db: SqlExecutor): PersonalDataKeys {
  const keys: PersonalDataKeys = {
    async getOrCreate(subject) {
      // Two statements, not one: a single statement would not see a key that a concurrent
      // writer committed after it started, and would answer nothing.
      await db.query(
        `insert into personal_data_keys (subject, key) values ($1, decode($2, 'base64'))
         on conflict (subject) do nothing`,
        [subject, randomBytes(PERSONAL_DATA_KEY_BYTES).toString('base64')],
      );
      const key = (await keys.getMany([subject])).get(subject);
      if (!key) throw new Error('personal data key vanished right after it was stored');
      return key;
    },

    async getMany(subjects) {
      const wanted = [...new Set(subjects)];
      if (wanted.length === 0) return new Map();
      const { rows } = await db.query<{ subject: string; key: string }>(
        `select subject, encode(key, 'base64') as key from personal_data_keys
          where subject in (select jsonb_array_elements_text($1::jsonb))`,
        [JSON.stringify(wanted)],
      );
      return new Map(rows.map((row) => [row.subject, Buffer.from(row.key, 'base64')]));
    },

    async delete(subject) {
      await db.query('delete from personal_data_keys where subject = $1', [subject]);
      await db.query(
        'insert into personal_data_erasures (subject) values ($1) on conflict (subject) do nothing',
        [subject],
      );
    },

    async erasedAmong(subjects) {
      const wanted = [...new Set(subjects)];
      if (wanted.length === 0) return new Set();
      const { rows } = await db.query<{ subject: string }>(
        `select subject from personal_data_erasures
          where subject in (select jsonb_array_elements_text($1::jsonb))`,
        [JSON.stringify(wanted)],
      );
      return new Set(rows.map((row) => row.subject));
    },
  };
  return keys;
}
