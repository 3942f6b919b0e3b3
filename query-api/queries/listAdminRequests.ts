import type { REQUEST_STATUSES } from '../../events/constants.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { containing } from './adminPeriod.ts';
import { requesterForAdmin } from './getRequest.ts';
import { offsetOf, pagination, type Page } from './pagination.ts';
import { requestColumns, toRequest, type Pseudonym, type RequestViewRow } from './requestView.ts';
import type { UserRow } from '../../projector/projections/users/userTables.ts';

export interface AdminRequestFilters extends Page {
  /** As readers see it: `open` leaves out the ones past their expiry, `expired` takes them in. */
  status?: (typeof REQUEST_STATUSES)[number];
  /** Reported by at least one member (true) or by none (false). */
  reported?: boolean;
  /** Request id, title, description, or the requester's e-mail or name. */
  search?: string;
}

/** The SQL of "reads as `status` at `now`" (a bound parameter). */
function statusSql(status: NonNullable<AdminRequestFilters['status']>, now: string): string {
  if (status === 'open') return `(r.status = 'open' and r.expires_at > ${now})`;
  if (status === 'expired') return `(r.status = 'expired' or (r.status = 'open' and r.expires_at <= ${now}))`;
  return `r.status = '${status}'`;
}

/**
 * The admin's requests screen (issue 22): every request newest first, by status as readers see it,
 * reported or not, searched; with who asked (alias, account, e-mail), how often it was reported,
 * and counts over all requests.
 */
export async function listAdminRequests(
  db: SqlExecutor,
  filters: AdminRequestFilters,
  options: { now: Date; pseudonym: Pseudonym },
) {
  const params: unknown[] = [];
  const where: string[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.status)
    where.push(statusSql(filters.status, `${bind(options.now.toISOString())}::timestamptz`));
  if (filters.reported !== undefined)
    where.push(filters.reported ? 'r.report_count > 0' : 'r.report_count = 0');
  if (filters.search) {
    const n = bind(containing(filters.search));
    where.push(`(r.request_id ilike ${n} or r.title ilike ${n} or r.description ilike ${n}
                 or u.email ilike ${n} or u.display_name ilike ${n})`);
  }
  const from = 'requests r left join users u on u.uid = r.requester_id';
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const counts = await db.query<
    Record<'open' | 'fulfilled' | 'closed' | 'expired' | 'removed' | 'reported' | 'total', string>
  >(
    `select count(*) filter (where ${statusSql('open', '$1::timestamptz')})::text as open,
            count(*) filter (where r.status = 'fulfilled')::text as fulfilled,
            count(*) filter (where r.status = 'closed')::text as closed,
            count(*) filter (where ${statusSql('expired', '$1::timestamptz')})::text as expired,
            count(*) filter (where r.status = 'removed')::text as removed,
            count(*) filter (where r.report_count > 0)::text as reported,
            count(*)::text as total
       from requests r`,
    [options.now.toISOString()],
  );
  const count = await db.query<{ total: string }>(
    `select count(*)::text as total from ${from} ${whereSql}`,
    params,
  );
  const { rows } = await db.query<
    RequestViewRow & {
      requester_email: UserRow['email'] | null;
      requester_name: UserRow['display_name'] | null;
    }
  >(
    `select ${requestColumns}, u.email as requester_email, u.display_name as requester_name
       from ${from} ${whereSql}
      order by r.opened_at desc, r.request_id
      limit ${bind(filters.limit)} offset ${bind(offsetOf(filters))}`,
    params,
  );
  const figures = counts.rows[0];
  const n = (key: keyof NonNullable<typeof figures>) => Number(figures?.[key] ?? 0);
  const total = Number(count.rows[0]?.total ?? 0);
  return {
    counts: {
      open: n('open'),
      fulfilled: n('fulfilled'),
      closed: n('closed'),
      expired: n('expired'),
      removed: n('removed'),
      reported: n('reported'),
      total: n('total'),
    },
    items: rows.map((row) => ({
      ...toRequest(row, { owner: false, admin: true }, options),
      requester: requesterForAdmin(row, options.pseudonym),
    })),
    total,
    pagination: pagination(filters, total),
  };
}
