import { SATANG_PER_BAHT } from '../../events/constants.ts';
import type { SqlExecutor } from '../../infra/postgres/sqlClient.ts';
import { clipColumns, clipFrom, toVideo, type ClipRow, type Video } from './clipView.ts';

export interface ClipFilters {
  search?: string;
  province?: string;
  district?: string;
  category?: string;
  vehicleType?: string;
  minPrice?: number;
  maxPrice?: number;
  dateFrom?: string;
  dateTo?: string;
  sortBy: 'newest' | 'oldest' | 'price_low' | 'price_high' | 'views';
  page: number;
  limit: number;
}

const orderBy: Record<ClipFilters['sortBy'], string> = {
  newest: 'c.uploaded_at desc, c.clip_id',
  oldest: 'c.uploaded_at asc, c.clip_id',
  price_low: 'c.price_satang asc, c.uploaded_at desc',
  price_high: 'c.price_satang desc, c.uploaded_at desc',
  views: 'c.views desc, c.uploaded_at desc',
};

/** Approved clips only, filtered and paged on the server (DESIGN.md §7); a keyword goes to searchApprovedClips. */
export async function listApprovedClips(
  db: SqlExecutor,
  filters: ClipFilters,
): Promise<{
  videos: Video[];
  pagination: { page: number; limit: number; totalCount: number; totalPages: number };
}> {
  const where = [`c.status = 'approved'`];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filters.search)
    add(
      (n) => `(c.title ilike ${n} or c.description ilike ${n})`,
      `%${filters.search.replace(/[\\%_]/g, '\\$&')}%`,
    );
  if (filters.province) add((n) => `c.province = ${n}`, filters.province);
  if (filters.district) add((n) => `c.district = ${n}`, filters.district);
  if (filters.category) add((n) => `c.category = ${n}`, filters.category);
  if (filters.vehicleType) add((n) => `c.vehicle_type = ${n}`, filters.vehicleType);
  if (filters.minPrice !== undefined)
    add((n) => `c.price_satang >= ${n}`, filters.minPrice * SATANG_PER_BAHT);
  if (filters.maxPrice !== undefined)
    add((n) => `c.price_satang <= ${n}`, filters.maxPrice * SATANG_PER_BAHT);
  if (filters.dateFrom) add((n) => `c.incident_date >= ${n}::date`, filters.dateFrom);
  if (filters.dateTo) add((n) => `c.incident_date <= ${n}::date`, filters.dateTo);
  const whereSql = where.join(' and ');
  const count = await db.query<{ total: string }>(
    `select count(*)::text as total from ${clipFrom} where ${whereSql}`,
    params,
  );
  const totalCount = Number(count.rows[0]?.total ?? 0);
  const { rows } = await db.query<ClipRow>(
    `select ${clipColumns} from ${clipFrom} where ${whereSql} order by ${orderBy[filters.sortBy]}
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filters.limit, (filters.page - 1) * filters.limit],
  );
  return {
    videos: rows.map((row) => toVideo(row)),
    pagination: {
      page: filters.page,
      limit: filters.limit,
      totalCount,
      totalPages: Math.max(1, Math.ceil(totalCount / filters.limit)),
    },
  };
}
