import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { Timestamp } from '../../projector/projections/columnTypes.ts';
import type { RequestReportRow } from '../../projector/projections/requests/requestTables.ts';
import type { UserRow } from '../../projector/projections/users/userTables.ts';
import {
  requestColumns,
  requesterAlias,
  statusAt,
  toRequest,
  type Pseudonym,
  type RequestReader,
  type RequestViewRow,
} from './requestView.ts';

type RequestWithRequester = RequestViewRow & {
  requester_email: UserRow['email'] | null;
  requester_name: UserRow['display_name'] | null;
};

/** A signed-in caller. */
export interface Caller {
  id: string;
  role: string;
}

const iso = (value: Timestamp) => new Date(value).toISOString();

/** How `actor` reads a request of `requesterId`: as its owner, as an admin, or as anyone. */
export function readerOf(actor: Caller | null, requesterId: string): RequestReader {
  return { owner: actor?.id === requesterId, admin: actor?.role === 'admin' };
}

/** Who asked, as admins see them: the alias the board shows, the account and its e-mail. */
export function requesterForAdmin(
  row: Pick<RequestWithRequester, 'requester_id' | 'requester_email' | 'requester_name'>,
  pseudonym: Pseudonym,
) {
  return {
    alias: requesterAlias(pseudonym, row.requester_id),
    uid: row.requester_id,
    email: row.requester_email ?? '',
    displayName: row.requester_name ?? '',
  };
}

/**
 * One request (issue 22): an open one to anyone; any other (closed, expired, fulfilled, removed)
 * only to its owner and admins, and null for anyone else, as for an unknown id. Admins also get who
 * asked and the reports, each with the reporter's words.
 */
export async function getRequest(
  db: SqlExecutor,
  requestId: string,
  actor: Caller | null,
  options: { now: Date; pseudonym: Pseudonym },
) {
  const { rows } = await db.query<RequestWithRequester>(
    `select ${requestColumns}, u.email as requester_email, u.display_name as requester_name
       from requests r left join users u on u.uid = r.requester_id
      where r.request_id = $1`,
    [requestId],
  );
  const row = rows[0];
  if (!row) return null;
  const reader = readerOf(actor, row.requester_id);
  if (statusAt(row, options.now) !== 'open' && !reader.owner && !reader.admin) return null;
  const request = toRequest(row, reader, options);
  if (!reader.admin) return request;
  const reports = await db.query<Pick<RequestReportRow, 'reporter_id' | 'reason' | 'reported_at'>>(
    `select reporter_id, reason, reported_at from request_reports where request_id = $1
      order by reported_at desc, reporter_id`,
    [requestId],
  );
  return {
    ...request,
    requester: requesterForAdmin(row, options.pseudonym),
    reports: reports.rows.map((report) => ({
      reporterId: report.reporter_id,
      reason: report.reason,
      reportedAt: iso(report.reported_at),
    })),
  };
}
