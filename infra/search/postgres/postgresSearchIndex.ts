import { SATANG_PER_BAHT } from '../../../events/constants.ts';
import type { SqlClient, SqlExecutor } from '../../postgres/sqlClient.ts';
import { normalizeThai } from '../thaiText/normalizeThai.ts';
import { queryTerms, type QueryTerms } from '../thaiText/queryTerms.ts';
import { toTsQuery } from '../thaiText/toTsQuery.ts';
import { correctSpelling } from './spellingCorrection.ts';
import type {
  FacetCount,
  MapPoints,
  SearchFacets,
  SearchFilters,
  SearchIndex,
  SearchParams,
  SearchResult,
  SearchSort,
} from '../searchIndex.ts';

/** ts_rank_cd weights (constants, written into the SQL so the count query binds only what it uses), in PostgreSQL's {D, C, B, A} order: title, then description and tags, then place. */
export const RANK_WEIGHTS = [0.05, 0.2, 0.4, 1.0];
/**
 * Trigram fallback (typos that no token matches): word_similarity of the query to the clip's
 * normalised text, through the indexable `<%` operator. Tuned on tests/search (npm run eval:search).
 */
export const TRIGRAM_THRESHOLD = 0.5;
/**
 * A query shorter than this (code points, spaces left out) gets no trigram fallback: a short word
 * is a substring of too many others (ชน in ประชาชน, เมา in แม่เมาะ), and a typo in it is not
 * recoverable by trigrams anyway.
 */
export const MIN_TRIGRAM_QUERY_CHARS = 4;
/**
 * A one-word query this short that is itself an indexed word (หมา, เมา, วัว) means that word, not
 * the start of a longer one: as a prefix it would find หมายเลข and แม่เมาะ. When no clip has the
 * word whole, it is still a prefix (อโศ is half of อโศก).
 */
export const MAX_WHOLE_WORD_CHARS = 3;
const KM_PER_DEGREE = 111.32;
const EARTH_RADIUS_KM = 6371;

interface Tables {
  clipSearch: string;
  clipSearchTerms: string;
}

const orderBy: Record<Exclude<SearchSort, 'relevance'>, string> = {
  newest: 's.uploaded_at desc, s.clip_id',
  oldest: 's.uploaded_at asc, s.clip_id',
  price_low: 's.price_satang asc, s.uploaded_at desc, s.clip_id',
  price_high: 's.price_satang desc, s.uploaded_at desc, s.clip_id',
  views: 's.views desc, s.uploaded_at desc, s.clip_id',
};

type Dimension = 'place' | 'category' | 'vehicleType';

/** A where clause under construction, with its bind values. */
class Where {
  readonly parts: string[] = [];
  readonly values: unknown[] = [];
  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  add(sql: string) {
    this.parts.push(sql);
  }
  get sql() {
    return this.parts.length === 0 ? 'true' : this.parts.join(' and ');
  }
}

/** The filters other than the keyword, leaving out one facet's own dimension. */
function addFilters(where: Where, f: SearchFilters, omit?: Dimension) {
  if (omit !== 'place' && f.province) where.add(`s.province = ${where.bind(f.province)}`);
  if (omit !== 'place' && f.district) where.add(`s.district = ${where.bind(f.district)}`);
  if (omit !== 'category' && f.category) where.add(`s.category = ${where.bind(f.category)}`);
  if (omit !== 'vehicleType' && f.vehicleType) where.add(`s.vehicle_type = ${where.bind(f.vehicleType)}`);
  if (f.minPrice !== undefined) where.add(`s.price_satang >= ${where.bind(f.minPrice * SATANG_PER_BAHT)}`);
  if (f.maxPrice !== undefined) where.add(`s.price_satang <= ${where.bind(f.maxPrice * SATANG_PER_BAHT)}`);
  if (f.dateFrom) where.add(`s.incident_date >= ${where.bind(f.dateFrom)}::date`);
  if (f.dateTo) where.add(`s.incident_date <= ${where.bind(f.dateTo)}::date`);
  const from = f.timeFrom === undefined ? undefined : minuteOfDay(f.timeFrom);
  const to = f.timeTo === undefined ? undefined : minuteOfDay(f.timeTo);
  if (from !== undefined && to !== undefined && from > to)
    where.add(`(s.incident_minute >= ${where.bind(from)} or s.incident_minute <= ${where.bind(to)})`);
  else {
    if (from !== undefined) where.add(`s.incident_minute >= ${where.bind(from)}`);
    if (to !== undefined) where.add(`s.incident_minute <= ${where.bind(to)}`);
  }
  if (f.bounds) {
    const { west, south, east, north } = f.bounds;
    where.add(
      `point(s.lng, s.lat) <@ box(point(${where.bind(west)}, ${where.bind(south)}), point(${where.bind(east)}, ${where.bind(north)}))`,
    );
  }
  if (f.near) {
    const { lat, lng, radiusKm } = f.near;
    // The circle's bounding box uses the point index; the great-circle distance then cuts the corners.
    const dLat = radiusKm / KM_PER_DEGREE;
    const dLng = radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
    where.add(
      `point(s.lng, s.lat) <@ box(point(${where.bind(lng - dLng)}, ${where.bind(lat - dLat)}), point(${where.bind(lng + dLng)}, ${where.bind(lat + dLat)}))`,
    );
    const la = where.bind(lat);
    const ln = where.bind(lng);
    where.add(
      `${EARTH_RADIUS_KM} * 2 * asin(least(1, sqrt(power(sin(radians(s.lat - ${la}) / 2), 2)
         + cos(radians(${la})) * cos(radians(s.lat)) * power(sin(radians(s.lng - ${ln}) / 2), 2))))
       <= ${where.bind(radiusKm)}`,
    );
  }
  if (f.excludeIds && f.excludeIds.length > 0)
    where.add(`s.clip_id <> all(${where.bind(f.excludeIds)}::text[])`);
}

function minuteOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The PostgreSQL adapter (DESIGN.md §7b): token hits (`@@` on the weighted tsvector) ranked by
 * ts_rank_cd, then trigram-only hits, always below every token hit; filters, the map's pins,
 * facet counts and title typeahead over the same table.
 */
export function postgresSearchIndex(
  db: SqlClient,
  {
    tables = { clipSearch: 'clip_search', clipSearchTerms: 'clip_search_terms' } as Tables,
    trigramThreshold = TRIGRAM_THRESHOLD,
  } = {},
): SearchIndex {
  const table = tables.clipSearch;

  /**
   * The terms a keyword is searched by: as typed, or, when no clip at all has them, the closest
   * spelling the vocabulary knows (answered as `corrected`).
   */
  async function keywordTerms(tx: SqlExecutor, keyword: string) {
    const terms = await meantTerms(tx, table, keyword);
    if (terms === null || (await anyTokenHit(tx, table, terms))) return { terms, corrected: undefined };
    const corrected = await correctSpelling(tx, tables.clipSearchTerms, keyword);
    const correctedTerms = corrected === null ? null : await meantTerms(tx, table, corrected);
    return correctedTerms === null
      ? { terms, corrected: undefined }
      : { terms: correctedTerms, corrected: corrected ?? undefined };
  }

  /** The keyword's match condition, its tier (token hit 1, trigram 0) and score. */
  function keywordMatch(where: Where, keyword: string, terms: QueryTerms) {
    const tsquery = `${where.bind(toTsQuery(terms))}::tsquery`;
    const tokenHit = `s.document @@ ${tsquery}`;
    const rank = `ts_rank_cd('{${RANK_WEIGHTS.join(',')}}'::float4[], s.document, ${tsquery})`;
    const typed = normalizeThai(keyword);
    if ([...typed.replace(/\s/g, '')].length < MIN_TRIGRAM_QUERY_CHARS)
      return { condition: tokenHit, tier: '1', score: rank };
    const text = where.bind(typed);
    return {
      condition: `(${tokenHit} or ${text} <% s.search_text)`,
      tier: `case when ${tokenHit} then 1 else 0 end`,
      score: `case when ${tokenHit} then ${rank} else word_similarity(${text}, s.search_text) end`,
    };
  }

  /** Runs work with the trigram threshold set for this transaction only. */
  const withThreshold = <T>(work: (tx: SqlExecutor) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
        String(trigramThreshold),
      ]);
      return work(tx);
    });

  async function facetCounts(
    tx: SqlExecutor,
    params: SearchParams,
    terms: QueryTerms | null,
  ): Promise<SearchFacets> {
    const count = async (column: string, omit: Dimension): Promise<FacetCount[]> => {
      const where = new Where();
      addFilters(where, params, omit);
      if (params.keyword && terms) where.add(keywordMatch(where, params.keyword, terms).condition);
      const { rows } = await tx.query<{ value: string; count: number }>(
        `select ${column} as value, count(*)::int as count from ${table} s where ${where.sql}
         group by ${column} order by count desc, value`,
        where.values,
      );
      return rows;
    };
    return {
      province: await count('s.province', 'place'),
      category: await count('s.category', 'category'),
      vehicleType: await count('s.vehicle_type', 'vehicleType'),
    };
  }

  return {
    search: (params: SearchParams): Promise<SearchResult> =>
      withThreshold(async (tx) => {
        const where = new Where();
        addFilters(where, params);
        let tier = '0';
        let score = '0';
        const { terms, corrected } = params.keyword
          ? await keywordTerms(tx, params.keyword)
          : { terms: null, corrected: undefined };
        if (params.keyword) {
          // A keyword with nothing searchable in it (only punctuation) finds nothing rather than everything.
          if (terms === null) return { ids: [], total: 0, ...(params.facets ? { facets: noFacets() } : {}) };
          const match = keywordMatch(where, params.keyword, terms);
          where.add(match.condition);
          tier = match.tier;
          score = match.score;
        }
        const sort = params.sort ?? (params.keyword ? 'relevance' : 'newest');
        const order =
          sort === 'relevance'
            ? params.keyword
              ? `tier desc, score desc, ${orderBy.newest}`
              : orderBy.newest
            : orderBy[sort];
        const count = await tx.query<{ total: number }>(
          `select count(*)::int as total from ${table} s where ${where.sql}`,
          where.values,
        );
        const limit = where.bind(params.limit);
        const offset = where.bind((params.page - 1) * params.limit);
        const { rows } = await tx.query<{ clip_id: string }>(
          `select s.clip_id, ${tier} as tier, ${score} as score from ${table} s
           where ${where.sql} order by ${order} limit ${limit} offset ${offset}`,
          where.values,
        );
        return {
          ids: rows.map((row) => row.clip_id),
          total: count.rows[0]?.total ?? 0,
          ...(corrected === undefined ? {} : { correctedKeyword: corrected }),
          ...(params.facets ? { facets: await facetCounts(tx, params, terms) } : {}),
        };
      }),

    mapPoints: (filters: SearchFilters, max: number): Promise<MapPoints> =>
      withThreshold(async (tx) => {
        const where = new Where();
        addFilters(where, filters);
        if (filters.keyword) {
          const { terms } = await keywordTerms(tx, filters.keyword);
          if (terms === null) return { points: [], total: 0 };
          where.add(keywordMatch(where, filters.keyword, terms).condition);
        }
        const count = await tx.query<{ total: number }>(
          `select count(*)::int as total from ${table} s where ${where.sql}`,
          where.values,
        );
        const { rows } = await tx.query<{ id: string; lat: number; lng: number; price_satang: number }>(
          `select s.clip_id as id, s.lat, s.lng, s.price_satang from ${table} s where ${where.sql}
           order by ${orderBy.newest} limit ${where.bind(max)}`,
          where.values,
        );
        return {
          points: rows.map((row) => ({
            id: row.id,
            lat: Number(row.lat),
            lng: Number(row.lng),
            price: Number(row.price_satang) / SATANG_PER_BAHT,
          })),
          total: count.rows[0]?.total ?? 0,
        };
      }),

    async suggestTitles(typed: string, max: number): Promise<string[]> {
      const terms = queryTerms(typed);
      if (terms === null) return [];
      // Typeahead: the last word is always a prefix, however short (the list narrows as one types).
      const tsquery = toTsQuery({ ...terms, lastIsPrefix: true });
      const { rows } = await db.query<{ title: string }>(
        `select title from (
           select distinct on (s.title) s.title, s.views, s.uploaded_at from ${table} s
           where s.title_terms @@ $1::tsquery order by s.title, s.views desc
         ) t order by views desc, uploaded_at desc limit $2`,
        [tsquery, max],
      );
      return rows.map((row) => row.title);
    },
  };
}

const noFacets = (): SearchFacets => ({ province: [], category: [], vehicleType: [] });

async function anyTokenHit(db: SqlExecutor, table: string, terms: QueryTerms): Promise<boolean> {
  const { rows } = await db.query(`select 1 from ${table} where document @@ $1::tsquery limit 1`, [
    toTsQuery(terms),
  ]);
  return rows.length > 0;
}

async function meantTerms(db: SqlExecutor, table: string, keyword: string): Promise<QueryTerms | null> {
  const terms = queryTerms(keyword);
  if (terms === null || !terms.lastIsPrefix || terms.groups.length !== 1) return terms;
  const typed = (terms.groups[0] as string[])[0] as string;
  if ([...typed].length > MAX_WHOLE_WORD_CHARS) return terms;
  const whole = { ...terms, lastIsPrefix: false };
  const { rows } = await db.query(`select 1 from ${table} where document @@ $1::tsquery limit 1`, [
    toTsQuery(whole),
  ]);
  return rows.length > 0 ? whole : terms;
}
