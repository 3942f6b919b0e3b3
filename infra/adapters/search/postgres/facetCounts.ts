import type { SqlExecutor } from '../../postgres/sqlClient.ts';
import type { FacetCount, SearchFacets } from '../../../../query-api/ports/searchIndex.ts';
import { SEARCH_RESULT_WINDOW } from './resultWindow.ts';

/**
 * Each facet counts at most this many matching clips, the newest: the search's own candidate set,
 * the result window (issue 19: "facet counts that never scan every match"; counting every match
 * of a common word took seconds at a million clips). Past it the counts are scaled estimates.
 */
export const FACET_SAMPLE_SIZE = SEARCH_RESULT_WINDOW;
/** Significant figures of an estimated count: more would claim a precision a sample has not. */
const ESTIMATE_SIGNIFICANT_DIGITS = 2;
/** The sample's order, which the `uploaded_at` index walks. */
const NEWEST_FIRST = 's.uploaded_at desc, s.clip_id';

/** A facet's dimension: the filter its own counts leave out (province leaves out district too). */
export type Dimension = 'place' | 'category' | 'vehicleType';
const DIMENSIONS: Dimension[] = ['place', 'category', 'vehicleType'];
/** The column each facet counts. */
const FACET_COLUMN: Record<Dimension, string> = {
  place: 's.province',
  category: 's.category',
  vehicleType: 's.vehicle_type',
};

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
  // Facets whose conditions are the same (their own filter is not set) share one sample.
  const groups = new Map<string, { where: Conditions; dimensions: Dimension[] }>();
  for (const dimension of DIMENSIONS) {
    const where = conditions(dimension);
    const group = groups.get(where.sql) ?? { where, dimensions: [] };
    group.dimensions.push(dimension);
    groups.set(where.sql, group);
  }
  const counts = new Map<Dimension, FacetCount[]>(DIMENSIONS.map((dimension) => [dimension, []]));
  let approximate = false;
  for (const { where, dimensions } of groups.values()) {
    // The same SQL binds the same values: leaving out these dimensions left out no filter.
    const few = searchFew && where.sql === searchWhere;
    const matches = `select ${dimensions.map((d) => `${FACET_COLUMN[d]} as "${d}"`).join(', ')} from ${table} s where ${where.sql}`;
    const { rows } = await tx.query<FacetCount & { dimension: Dimension }>(
      `select v.dimension, v.value, count(*)::int as count
       from (${few ? matches : `${matches} order by ${NEWEST_FIRST} limit ${sampleSize + 1}`}) sample
       cross join lateral (values ${dimensions.map((d) => `('${d}', sample."${d}")`).join(', ')}) v(dimension, value)
       group by v.dimension, v.value order by count desc, v.value`,
      where.values,
    );
    const sampled = rows
      .filter((row) => row.dimension === dimensions[0])
      .reduce((sum, row) => sum + row.count, 0);
    const scale =
      sampled <= sampleSize ? 1 : Math.max(await estimatedMatches(tx, table, where), sampled) / sampled;
    if (scale !== 1) approximate = true;
    for (const { dimension, value, count } of rows)
      counts.get(dimension)?.push({ value, count: scale === 1 ? count : roughly(count * scale) });
  }
  return {
    province: counts.get('place') ?? [],
    category: counts.get('category') ?? [],
    vehicleType: counts.get('vehicleType') ?? [],
    ...(approximate ? { approximate: true } : {}),
  };
}

/** The planner's estimate of how many clips match, from the table's statistics (nothing is read). */
export async function estimatedMatches(tx: SqlExecutor, table: string, where: Conditions): Promise<number> {
  const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `explain (format json) select 1 from ${table} s where ${where.sql}`,
    where.values,
  );
  return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
}

const roughly = (count: number) => Math.round(Number(count.toPrecision(ESTIMATE_SIGNIFICANT_DIGITS)));
