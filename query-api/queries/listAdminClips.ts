import type { Satang } from '../../events/money.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { clipColumns, clipFrom, toVideo, type ClipRow } from './clipView.ts';
import { cappedCount, cappedPagination, offsetOf, type Page } from './pagination.ts';
import type { AuditEntryRow } from '../../projector/projections/audit/auditTables.ts';
import { USER_SEARCH_TEXT, type UserRow } from '../../projector/projections/users/userTables.ts';
import { containing } from './adminPeriod.ts';

export const ADMIN_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'sold'] as const;
export const ADMIN_SORTS = ['dateRecorded', 'createdAt', 'title', 'price', 'views', 'salesCount'] as const;

export interface AdminClipFilters extends Page {
  status?: (typeof ADMIN_STATUSES)[number];
  category?: string;
  vehicleType?: string;
  seller?: string;
  search?: string;
  /** Active: approved (on sale, sold or not); inactive: pending, rejected or expired. */
  isActive?: boolean;
  /** The clip's price, inclusive. */
  minPriceSatang?: Satang;
  maxPriceSatang?: Satang;
  /** Incident dates (YYYY-MM-DD, the Bangkok calendar day the seller entered), inclusive. */
  dateFrom?: string;
  dateTo?: string;
  sortBy: (typeof ADMIN_SORTS)[number];
  sortOrder: 'asc' | 'desc';
}

const sortColumn: Record<AdminClipFilters['sortBy'], string> = {
  dateRecorded: 'c.incident_date',
  createdAt: 'c.uploaded_at',
  title: 'c.title',
  price: 'c.price_satang',
  views: 'c.views',
  salesCount: 'c.sales_count',
};

/** "sold" is an approved clip with a sale; "approved" then means approved and not sold yet. */
const statusCondition: Record<NonNullable<AdminClipFilters['status']>, string> = {
  pending: `c.status = 'pending'`,
  approved: `c.status = 'approved' and c.sales_count = 0`,
  sold: `c.status = 'approved' and c.sales_count > 0`,
  rejected: `c.status = 'rejected'`,
  expired: `c.status = 'expired'`,
};

/** The last approval or rejection of a clip in the audit trail, and the admin's name. */
interface ModerationRow {
  clip_id: AuditEntryRow['entity_id'];
  moderated_by: AuditEntryRow['actor_id'];
  moderator_name: UserRow['display_name'] | null;
  moderated_at: AuditEntryRow['occurred_at'];
}

/**
 * Who approved or rejected each clip of a page last, and when, from the audit trail (an erased
 * admin: no name). A query of its own for the page's clips, so that it never runs per listed row.
 */
async function moderationOf(db: SqlExecutor, clipIds: string[]) {
  const { rows } = clipIds.length
    ? await db.query<ModerationRow>(
        `select distinct on (a.entity_id) a.entity_id as clip_id, a.actor_id as moderated_by,
                a.occurred_at as moderated_at,
                case when mu.erased then null else nullif(mu.display_name, '') end as moderator_name
           from audit_entries a left join users mu on mu.uid = a.actor_id
          where a.entity_type = 'clip' and a.entity_id = any($1::text[])
            and a.action in ('ClipApproved', 'ClipRejected')
          order by a.entity_id, a.position_tx desc, a.position_gp desc`,
        [clipIds],
      )
    : { rows: [] };
  const byClip = new Map(rows.map((row) => [row.clip_id, row]));
  return (clipId: string) => {
    const row = byClip.get(clipId);
    return {
      moderatedBy:
        row?.moderated_by == null ? null : { id: row.moderated_by, displayName: row.moderator_name },
      moderatedAt: row ? new Date(row.moderated_at).toISOString() : null,
    };
  };
}

/**
 * The admin video list and review queue (admin spec §2 video management, §7): every clip but the
 * deleted ones, filtered, sorted and paged on the server, with the seller's name and e-mail and the
 * "possibly not theirs" flag of a file another seller uploaded first.
 */
export async function listAdminClips(db: SqlExecutor, filters: AdminClipFilters) {
  const where = [`c.status <> 'deleted'`];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filters.status) where.push(statusCondition[filters.status]);
  if (filters.category) add((n) => `c.category = ${n}`, filters.category);
  if (filters.vehicleType) add((n) => `c.vehicle_type = ${n}`, filters.vehicleType);
  if (filters.seller) {
    // The seller's id, or part of their name or e-mail.
    params.push(filters.seller.trim(), containing(filters.seller.trim()));
    where.push(`c.seller_id in (select u.uid from users u where not u.erased and (u.uid = $${params.length - 1}
      or (${USER_SEARCH_TEXT('u.')}) ilike $${params.length}))`);
  }
  if (filters.isActive !== undefined)
    where.push(filters.isActive ? `c.status = 'approved'` : `c.status <> 'approved'`);
  if (filters.minPriceSatang !== undefined) add((n) => `c.price_satang >= ${n}`, filters.minPriceSatang);
  if (filters.maxPriceSatang !== undefined) add((n) => `c.price_satang <= ${n}`, filters.maxPriceSatang);
  if (filters.dateFrom) add((n) => `c.incident_date >= ${n}::date`, filters.dateFrom);
  if (filters.dateTo) add((n) => `c.incident_date <= ${n}::date`, filters.dateTo);
  if (filters.search)
    add(
      (n) => `(c.title ilike ${n} or c.description ilike ${n})`,
      `%${filters.search.replace(/[\\%_]/g, '\\$&')}%`,
    );
  const whereSql = where.join(' and ');
  const count = await cappedCount(db, `from catalog_clips c where ${whereSql}`, params);
  const { rows } = await db.query<ClipRow & { seller_email: UserRow['email'] | null }>(
    `select ${clipColumns}, u.email as seller_email
       from ${clipFrom} left join users u on u.uid = c.seller_id
      where ${whereSql}
      order by ${sortColumn[filters.sortBy]} ${filters.sortOrder}, c.uploaded_at desc, c.clip_id
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filters.limit, offsetOf(filters)],
  );
  const moderation = await moderationOf(
    db,
    rows.map((row) => row.clip_id),
  );
  return {
    videos: rows.map((row) => {
      const video = toVideo(row, 'admin');
      return {
        ...video,
        seller: { ...video.seller, email: row.seller_email ?? '' },
        ...moderation(row.clip_id),
      };
    }),
    pagination: cappedPagination(filters, count),
  };
}
