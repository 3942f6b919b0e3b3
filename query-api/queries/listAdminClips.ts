import type { SqlExecutor } from '../../infra/postgres/sqlClient.ts';
import { clipColumns, clipFrom, toVideo, type ClipRow } from './clipView.ts';
import { offsetOf, pagination, type Page } from './pagination.ts';

export const ADMIN_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'sold'] as const;
export const ADMIN_SORTS = ['dateRecorded', 'createdAt', 'title', 'price', 'views', 'salesCount'] as const;

export interface AdminClipFilters extends Page {
  status?: (typeof ADMIN_STATUSES)[number];
  category?: string;
  vehicleType?: string;
  seller?: string;
  search?: string;
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
  if (filters.seller) add((n) => `c.seller_id = ${n}`, filters.seller);
  if (filters.search)
    add(
      (n) => `(c.title ilike ${n} or c.description ilike ${n})`,
      `%${filters.search.replace(/[\\%_]/g, '\\$&')}%`,
    );
  const whereSql = where.join(' and ');
  const count = await db.query<{ total: string }>(
    `select count(*)::text as total from catalog_clips c where ${whereSql}`,
    params,
  );
  const { rows } = await db.query<ClipRow & { seller_email: string | null }>(
    `select ${clipColumns}, u.email as seller_email
       from ${clipFrom} left join users u on u.uid = c.seller_id
      where ${whereSql}
      order by ${sortColumn[filters.sortBy]} ${filters.sortOrder}, c.uploaded_at desc, c.clip_id
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filters.limit, offsetOf(filters)],
  );
  return {
    videos: rows.map((row) => {
      const video = toVideo(row, 'admin');
      return { ...video, seller: { ...video.seller, email: row.seller_email ?? '' } };
    }),
    pagination: pagination(filters, Number(count.rows[0]?.total ?? 0)),
  };
}
