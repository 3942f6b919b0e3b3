import { COMPLAINT_PRIORITIES, COMPLAINT_STATUSES, COMPLAINT_TYPES } from '../../events/constants.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { Timestamp } from '../../projector/projections/columnTypes.ts';
import type { ComplaintRow } from '../../projector/projections/complaints/complaintTables.ts';
import type { UserRow } from '../../projector/projections/users/userTables.ts';
import { containing } from './adminPeriod.ts';
import { offsetOf, pagination, type Page } from './pagination.ts';

export interface AdminComplaintFilters extends Page {
  /** Complaint id (or its display code), reporter name or e-mail, subject, description. */
  search?: string;
  status?: (typeof COMPLAINT_STATUSES)[number];
  type?: (typeof COMPLAINT_TYPES)[number];
}

/** A complaint as `columns` select it; the admin's list adds the reporter from the users read model. */
type ComplaintListRow = Pick<
  ComplaintRow,
  | 'complaint_id'
  | 'reporter_id'
  | 'type'
  | 'priority'
  | 'status'
  | 'subject'
  | 'description'
  | 'clip_id'
  | 'purchase_id'
  | 'response'
  | 'created_at'
  | 'updated_at'
  | 'resolved_at'
  | 'handled_by'
> & {
  reporter_name?: UserRow['display_name'] | null;
  reporter_email?: UserRow['email'] | null;
  reporter_photo?: UserRow['photo_url'];
};

/** The display code of a complaint (spec admin §3: `id`); `_id` is the full id used for actions. */
export const COMPLAINT_CODE_PREFIX = 'CP-';
export const complaintCode = (complaintId: string) =>
  `${COMPLAINT_CODE_PREFIX}${complaintId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

const iso = (value: Timestamp | null) => (value === null ? null : new Date(value).toISOString());
/** Unknown values are shown as the spec says (admin §4 Complaint): open, other, medium. */
const known = <T extends readonly string[]>(values: T, value: string, fallback: T[number]): T[number] =>
  values.includes(value) ? value : fallback;

function toComplaint(row: ComplaintListRow) {
  return {
    _id: row.complaint_id,
    id: complaintCode(row.complaint_id),
    subject: row.subject,
    description: row.description,
    type: known(COMPLAINT_TYPES, row.type, 'other'),
    priority: known(COMPLAINT_PRIORITIES, row.priority, 'medium'),
    status: known(COMPLAINT_STATUSES, row.status, 'open'),
    clipId: row.clip_id,
    purchaseId: row.purchase_id,
    adminResponse: row.response,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    resolvedAt: iso(row.resolved_at),
  };
}

const columns = `c.complaint_id, c.reporter_id, c.type, c.priority, c.status, c.subject, c.description,
  c.clip_id, c.purchase_id, c.response, c.created_at, c.updated_at, c.resolved_at, c.handled_by`;

/**
 * The admin's complaint list (spec admin §2 Complaints management, §3, §7 GET /admin/complaints):
 * counts over all complaints, then the complaints newest first, searched, filtered by status and
 * type and paged on the server (DESIGN.md §7: filters apply across all pages, not the loaded one).
 */
export async function listAdminComplaints(db: SqlExecutor, filters: AdminComplaintFilters) {
  const counts = await db.query<{
    open: string;
    in_progress: string;
    resolved: string;
    rejected: string;
    total: string;
  }>(
    `select count(*) filter (where status not in ('in_progress', 'resolved', 'rejected'))::text as open,
            count(*) filter (where status = 'in_progress')::text as in_progress,
            count(*) filter (where status = 'resolved')::text as resolved,
            count(*) filter (where status = 'rejected')::text as rejected,
            count(*)::text as total
       from complaints`,
  );
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filters.status) add((n) => `c.status = ${n}`, filters.status);
  if (filters.type) add((n) => `c.type = ${n}`, filters.type);
  if (filters.search) {
    const code = filters.search.replace(/^cp-/i, '');
    add((n) => `replace(c.complaint_id, '-', '') ilike ${n}`, containing(code.replaceAll('-', '')));
    const byId = where.pop()!;
    add(
      (n) => `(${byId} or c.complaint_id ilike ${n} or u.display_name ilike ${n} or u.email ilike ${n}
               or c.subject ilike ${n} or c.description ilike ${n})`,
      containing(filters.search),
    );
  }
  const from = `complaints c left join users u on u.uid = c.reporter_id`;
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const count = await db.query<{ total: string }>(
    `select count(*)::text as total from ${from} ${whereSql}`,
    params,
  );
  const { rows } = await db.query<ComplaintListRow>(
    `select ${columns}, u.display_name as reporter_name, u.email as reporter_email, u.photo_url as reporter_photo
       from ${from} ${whereSql}
      order by c.created_at desc, c.complaint_id
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filters.limit, offsetOf(filters)],
  );
  const total = Number(count.rows[0]?.total ?? 0);
  const figures = counts.rows[0];
  return {
    counts: {
      open: Number(figures?.open ?? 0),
      inProgress: Number(figures?.in_progress ?? 0),
      resolved: Number(figures?.resolved ?? 0),
      rejected: Number(figures?.rejected ?? 0),
      total: Number(figures?.total ?? 0),
    },
    complaints: rows.map((row) => ({
      ...toComplaint(row),
      // An erased reporter's name and e-mail are already blank in the users read model.
      reporter: {
        _id: row.reporter_id,
        displayName: row.reporter_name ?? '',
        email: row.reporter_email ?? '',
        photoURL: row.reporter_photo ?? null,
      },
      handledBy: row.handled_by,
    })),
    total,
    pagination: pagination(filters, total),
  };
}

/**
 * The caller's own complaints, newest first, with the admin's response once there is one, and the
 * title of the clip it is about (directly, or through the purchase). The internal priority is the
 * team's triage and is never shown to the customer: it is left out of the answer.
 */
export async function listMyComplaints(db: SqlExecutor, reporterId: string, page: Page) {
  const count = await db.query<{ total: string }>(
    `select count(*)::text as total from complaints where reporter_id = $1`,
    [reporterId],
  );
  const { rows } = await db.query<ComplaintListRow & { clip_title: string | null }>(
    `select ${columns}, coalesce(clip.title, bought.title) as clip_title
       from complaints c
       left join catalog_clips clip on clip.clip_id = c.clip_id
       left join purchases p on p.purchase_id = c.purchase_id and p.buyer_id = c.reporter_id
       left join catalog_clips bought on bought.clip_id = p.clip_id
      where c.reporter_id = $1
      order by c.created_at desc, c.complaint_id limit $2 offset $3`,
    [reporterId, page.limit, offsetOf(page)],
  );
  const total = Number(count.rows[0]?.total ?? 0);
  const complaints = rows.map((row) => {
    const { priority: _internal, ...complaint } = toComplaint(row);
    return { ...complaint, clipTitle: row.clip_title };
  });
  return { complaints, total, pagination: pagination(page, total) };
}
