import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { TableNames } from '../../projection.ts';
import type { BigIntValue, Timestamp } from '../columnTypes.ts';

export type ComplaintTable = 'complaints';

/** A `complaints` row: one complaint as it stands. */
export interface ComplaintRow {
  complaint_id: string;
  reporter_id: string;
  type: string;
  priority: string;
  status: string;
  subject: string;
  description: string;
  clip_id: string | null;
  purchase_id: string | null;
  /** The admin's response. */
  response: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  resolved_at: Timestamp | null;
  /** The admin who handled it last. */
  handled_by: string | null;
  reporter_erased: boolean;
  last_position: BigIntValue;
}

/**
 * One row per complaint as it stands (spec admin §3 Complaint). The reporter's name and e-mail come
 * from the users read model; subject and description are blanked when the reporter is erased.
 */
export async function createComplaintTables(db: SqlExecutor, t: TableNames<ComplaintTable>): Promise<void> {
  await db.exec(`
    create table if not exists ${t.complaints} (
      complaint_id text primary key,
      reporter_id text not null,
      type text not null,
      priority text not null,
      status text not null,
      subject text not null,
      description text not null,
      clip_id text,
      purchase_id text,
      response text,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      resolved_at timestamptz,
      handled_by text,
      reporter_erased boolean not null default false,
      last_position bigint not null
    );
    create index if not exists ${t.complaints}_created on ${t.complaints} (created_at desc, complaint_id);
    create index if not exists ${t.complaints}_reporter on ${t.complaints} (reporter_id, created_at desc);
  `);
}
