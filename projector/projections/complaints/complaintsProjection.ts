import { asDomainEvent } from '../../../events/catalogue.ts';
import type { ComplaintEvent } from '../../../events/complaint/complaintEvents.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { Projection, TableNames } from '../../projection.ts';
import { createComplaintTables, type ComplaintTable } from './complaintTables.ts';

type Tables = TableNames<ComplaintTable>;

async function projectComplaintEvent(db: SqlExecutor, t: Tables, event: ComplaintEvent, position: bigint) {
  /** An event after the first: the row moves only from an older stream position. */
  const update = (set: string, values: unknown[]) =>
    db.query(
      `update ${t.complaints} set ${set}, last_position = $2 where complaint_id = $1 and last_position < $2`,
      [event.data.complaintId, position.toString(), ...values],
    );
  switch (event.type) {
    case 'ComplaintFiled': {
      const d = event.data;
      return db.query(
        `insert into ${t.complaints} (complaint_id, reporter_id, type, priority, status, subject, description,
           clip_id, purchase_id, created_at, updated_at, last_position)
         values ($1, $2, $3, $4, 'open', $5, $6, $7, $8, $9, $9, $10) on conflict (complaint_id) do nothing`,
        [
          d.complaintId,
          d.reporterId,
          d.type,
          d.priority,
          d.subject,
          d.description,
          d.clipId,
          d.purchaseId,
          d.filedAt,
          position.toString(),
        ],
      );
    }
    case 'ComplaintInProgress':
      return update(`status = 'in_progress', updated_at = $3, handled_by = $4`, [
        event.data.at,
        event.data.by,
      ]);
    case 'ComplaintPriorityChanged':
      return update(`priority = $3, updated_at = $4`, [event.data.priority, event.data.at]);
    case 'ComplaintResolved':
      return update(
        `status = 'resolved', response = $3, updated_at = $4, resolved_at = $4, handled_by = $5`,
        [event.data.response, event.data.resolvedAt, event.data.by],
      );
    case 'ComplaintRejected':
      return update(
        `status = 'rejected', response = $3, updated_at = $4, resolved_at = $4, handled_by = $5`,
        [event.data.response, event.data.rejectedAt, event.data.by],
      );
  }
}

/**
 * Complaints as reporters and admins see them (issue 7). Every event may arrive twice: a row moves
 * only forward in its stream. Erasing the reporter blanks their words and the admin's answer to
 * them (sealed with the reporter's key in the events); the complaint itself stays.
 */
export const complaintsProjection: Projection<ComplaintTable> = {
  name: 'complaints',
  handles: [
    'ComplaintFiled',
    'ComplaintInProgress',
    'ComplaintPriorityChanged',
    'ComplaintResolved',
    'ComplaintRejected',
    'UserErased',
  ],
  tables: ['complaints'],
  createTables: createComplaintTables,
  async handle(events, db, t) {
    for (const recorded of events) {
      const event = asDomainEvent(recorded);
      if (!event) continue;
      if (event.type === 'UserErased')
        await db.query(
          `update ${t.complaints} set subject = '', description = '', response = case when response is null then null else '' end,
             reporter_erased = true where reporter_id = $1`,
          [event.data.uid],
        );
      else await projectComplaintEvent(db, t, event as ComplaintEvent, recorded.streamPosition);
    }
  },
};
