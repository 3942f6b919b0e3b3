import { ADMIN_COUNT_CAP } from '../constants.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';

export interface Page {
  page: number;
  limit: number;
}

export function pagination(page: Page, totalCount: number) {
  return {
    page: page.page,
    limit: page.limit,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / page.limit)),
  };
}

export const offsetOf = (page: Page) => (page.page - 1) * page.limit;

export interface CappedCount {
  total: number;
  /** More rows match than were counted: `total` is the cap. */
  capped: boolean;
}

/**
 * Counts the rows of `fromWhere` (a `from … where …` clause) up to `cap`: the planner stops after
 * cap + 1 rows, so a list over millions of rows pays for at most that many.
 */
export async function cappedCount(
  db: SqlExecutor,
  fromWhere: string,
  params: unknown[],
  cap: number = ADMIN_COUNT_CAP,
): Promise<CappedCount> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from (select 1 ${fromWhere} limit ${cap + 1}) counted`,
    params,
  );
  const n = Number(rows[0]?.n ?? 0);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/** The pagination of a capped count; `totalCountCapped` says the real total is larger. */
export function cappedPagination(page: Page, count: CappedCount) {
  return { ...pagination(page, count.total), ...(count.capped ? { totalCountCapped: true as const } : {}) };
}
