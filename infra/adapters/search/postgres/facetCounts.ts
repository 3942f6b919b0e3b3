import type { SqlExecutor } from '../../postgres/sqlClient.ts';
import type { FacetCount, SearchFacets } from '../../../../query-api/ports/searchIndex.ts';

/**
 * Each facet counts at most this many matching clips, the newest (issue 19): counting every match
 * of a common word took seconds at a million clips. Past it the counts are scaled estimates.
 * Walking the upload-date index to this many matches of a common word, or sorting the few matches
 * of a rare one that the GIN index finds, each stays within milliseconds.
 */
export const FACET_SAMPLE_SIZE = 5000;
/** Significant figures of an estimated count: more would claim a precision a sample has not. */
const ESTIMATE_SIGNIFICANT_DIGITS = 2;
/** The sample's order, which the `uploaded_at` index walks. */
const NEWEST_FIRST = 's.uploaded_at desc, s.clip_id';

/** A facet's dimension: the filter its own counts leave out (province leaves out district too). */
export type Dimension = 'place' | 'category' | 'vehicleType';

/** SQL conditions on the search table (as `s`) with their bind values. */
interface Conditions {
  readonly sql: string;
  readonly values: unknown[];
}

/**
 * Counts by province, category and vehicle type, each over the search's conditions without its
 * own filter, and over at most `sampleSize + 1` of the newest matches. The search's own capped
 * count tells when a facet's matches are few (its conditions are the search's): all of them are
 * counted then, with no order to walk. A sample of more than `sampleSize` is scaled to the
 * planner's estimate of all the matches, and the facets are marked approximate.
 */
export async function facetCounts(
  tx: SqlExecutor,
  {
    table,
    conditions,
    searchTotal,
    searchCap,
    sampleSize,
  }: {
    table: string;
    /** The search's conditions, leaving out one facet's own dimension (none: all of them). */
    conditions: (omit?: Dimension) => Conditions;
    /** The search's matches, counted up to `searchCap` (past it, `searchCap + 1`). */
    searchTotal: number;
    searchCap: number;
    /** FACET_SAMPLE_SIZE but in tests. */
    sampleSize: number;
  },
): Promise<SearchFacets> {
  const searchWhere = conditions().sql;
  const searchFew = searchTotal <= Math.min(searchCap, sampleSize);
  const count = async (column: string, omit: Dimension) => {
    const where = conditions(omit);
    // The same SQL binds the same values: leaving out this dimension left out no filter.
    const few = searchFew && where.sql === searchWhere;
    const matches = `select ${column} as value from ${table} s where ${where.sql}`;
    const { rows } = await tx.query<FacetCount>(
      `select value, count(*)::int as count
       from (${few ? matches : `${matches} order by ${NEWEST_FIRST} limit ${sampleSize + 1}`}) sample
       group by value order by count desc, value`,
      where.values,
    );
    const sampled = rows.reduce((sum, row) => sum + row.count, 0);
    if (sampled <= sampleSize) return { counts: rows, approximate: false };
    const scale = Math.max(await estimatedMatches(tx, table, where), sampled) / sampled;
    return {
      counts: rows.map(({ value, count }) => ({ value, count: roughly(count * scale) })),
      approximate: true,
    };
  };
  const province = await count('s.province', 'place');
  const category = await count('s.category', 'category');
  const vehicleType = await count('s.vehicle_type', 'vehicleType');
  return {
    province: province.counts,
    category: category.counts,
    vehicleType: vehicleType.counts,
    ...([province, category, vehicleType].some((facet) => facet.approximate) ? { approximate: true } : {}),
  };
}

/** The planner's estimate of how many clips match, from the table's statistics (nothing is read). */
async function estimatedMatches(tx: SqlExecutor, table: string, where: Conditions): Promise<number> {
  const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `explain (format json) select 1 from ${table} s where ${where.sql}`,
    where.values,
  );
  return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
}

const roughly = (count: number) => Math.round(Number(count.toPrecision(ESTIMATE_SIGNIFICANT_DIGITS)));
