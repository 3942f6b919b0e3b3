import { MS_PER_DAY } from '../../../../events/constants.ts';
import type { SqlClient, SqlExecutor } from '../../postgres/sqlClient.ts';
import { normalizeThai } from '../thaiTokenization/normalizeThai.ts';
import { queryTerms, type QueryTerms } from '../thaiTokenization/queryTerms.ts';
import {
  groupTsQuery,
  partialTsQuery,
  relatedTsQuery,
  toTsQuery,
  withWeight,
} from '../thaiTokenization/toTsQuery.ts';
import { CLIP_FIELDS, FIELD_WEIGHTS, type ClipField } from '../fieldWeights.ts';
import {
  COLLECTION_COUNT_CAP,
  DOCUMENT_FREQUENCY_CAP,
  MIN_PARTIAL_WORDS,
  partialMatching,
} from '../queryCoverage.ts';
import { correctSpelling } from './spellingCorrection.ts';
import { SEARCH_RESULT_WINDOW } from './resultWindow.ts';
import { FACET_SAMPLE_SIZE, estimatedMatches, facetCounts, type Dimension } from './facetCounts.ts';
import type {
  MapPoints,
  SearchFacets,
  SearchFilters,
  SearchIndex,
  SearchParams,
  SearchResult,
  SearchSort,
} from '../../../../query-api/ports/searchIndex.ts';
import { minuteOfDay } from '../minuteOfDay.ts';

/**
 * A relevance page ranks the window's newest matches and, besides, at least this many of the
 * newest clips with every word (the first tier, never crowded out by newer clips with some words):
 * ten pages of them. Fewer than the window, because finding them walks past every clip with only
 * some of the words.
 */
const EVERY_WORD_CANDIDATES = 200;
/**
 * The trigram fallback joins in only when the words themselves (spelling corrected) find fewer
 * clips than this: none (issue 19). With a few word hits it filled the page with clips sharing a
 * vehicle word, and it is the one part the engine cannot match exactly (n-grams, not trigrams).
 */
const TRIGRAM_FALLBACK_BELOW_HITS = 1;
/**
 * A keyword's word hits are counted up to this many (enough for the fallback's bound). Not fewer:
 * with `limit 1` the planner expects to meet a match at once and scans the whole table when
 * nothing matches (3 s at a million clips) instead of asking the GIN index.
 */
const HITS_PROBE = 20;
/**
 * A search within an incident-date span this short (the dashboard's 30-day default and shorter)
 * fetches its matches through the date index and sorts them, instead of walking the sort order.
 */
const DATE_SPAN_FETCH_ALL_DAYS = 31;
/**
 * A relevance page's matches the planner expects to be few are fetched through their indexes and
 * sorted, not found by walking the upload-date index: walking to the window's newest passes
 * window ÷ (share of clips that match) rows, fetching reads every match, and the two cost alike
 * at √(window × clips) matches (≈ 32,000 of a million clips, 10,000 of 100,000).
 */
const fetchAllMost = (wanted: number, clips: number) => Math.sqrt(wanted * clips);
/**
 * The newest clips with every word, of which a page wants only EVERY_WORD_CANDIDATES, are fetched
 * only below a third of that: the GIN index finds every word of a long query slowly (580 ms for
 * 12,000 clips with a truck, a rear-end and a road at a million clips, where walking to 200 of
 * them took 50 ms). The planner misjudges such a query by a factor of three or five either way
 * (7,085 expected for 34,734 found), so some queries still take the slower plan.
 */
const EVERY_WORD_FETCH_PENALTY = 3;
/** How many queries' facet counts are kept (for the facet cache's lifetime, set by the caller). */
const FACET_CACHE_ENTRIES = 500;

/** The tsvector weight each field's terms carry (documentTerms.ts). */
const WEIGHT_LABEL: Record<ClipField, 'A' | 'B' | 'C'> = { title: 'A', body: 'B', place: 'C' };
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
/** Typeahead reads at most this many matching titles before picking distinct ones. */
const SUGGEST_SCAN = 200;
const EARTH_RADIUS_KM = 6371;
/** Along a meridian on the same sphere as the distance below, so the box never cuts the circle. */
const KM_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_KM) / 360;
/** The circle's box is this much larger than the circle: a cheap, safe prefilter. */
const NEAR_BOX_MARGIN = 1.01;

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
  if (f.minPriceSatang !== undefined) where.add(`s.price_satang >= ${where.bind(f.minPriceSatang)}`);
  if (f.maxPriceSatang !== undefined) where.add(`s.price_satang <= ${where.bind(f.maxPriceSatang)}`);
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
    const dLat = (radiusKm * NEAR_BOX_MARGIN) / KM_PER_DEGREE;
    const dLng = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
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

/**
 * The PostgreSQL adapter (DESIGN.md §7b): token hits (`@@` on the weighted tsvector) ranked by
 * tier, coverage and field score (as the engine), then trigram-only hits, below every token hit; filters, the map's pins,
 * facet counts and title typeahead over the same table.
 */
export function postgresSearchIndex(
  db: SqlClient,
  {
    tables = { clipSearch: 'clip_search', clipSearchTerms: 'clip_search_terms' } as Tables,
    trigramThreshold = TRIGRAM_THRESHOLD,
    facetCacheMs = 0,
    resultWindow = SEARCH_RESULT_WINDOW,
    facetSampleSize = FACET_SAMPLE_SIZE,
  } = {},
): SearchIndex {
  const table = tables.clipSearch;
  const facetCache = new Map<string, { at: number; facets: SearchFacets }>();

  /** Facets of the same filters again within `facetCacheMs` (the query API's choice) are reused. */
  async function cachedFacets(params: SearchParams, compute: () => Promise<SearchFacets>) {
    if (facetCacheMs <= 0) return compute();
    const { page: _page, limit: _limit, sort: _sort, facets: _facets, ...filters } = params;
    const key = JSON.stringify(filters);
    const now = Date.now();
    const hit = facetCache.get(key);
    if (hit && now - hit.at < facetCacheMs) return hit.facets;
    const facets = await compute();
    facetCache.delete(key);
    facetCache.set(key, { at: now, facets });
    if (facetCache.size > FACET_CACHE_ENTRIES) facetCache.delete(facetCache.keys().next().value as string);
    return facets;
  }

  /**
   * The terms a keyword is searched by: as typed, or the closest spelling the vocabulary knows
   * (answered as `corrected`) when no clip has the words as typed and some have the correction's,
   * or no clip has every word as typed and some have every word of the correction.
   */
  async function keywordTerms(tx: SqlExecutor, keyword: string) {
    const typed = await meantTerms(tx, table, keyword);
    if (typed === null) return { terms: null, corrected: undefined, fallback: false };
    let { terms, hits } = typed;
    let corrected: string | undefined;
    // Corrected when nothing has the words, or when nothing has all of them and the correction
    // has (ทางมาลาย: ทาง, มา and ลาย are words, ทางม้าลาย is what clips say). The vocabulary is
    // asked first: it is small, and most keywords have nothing to correct.
    const spelling = await correctSpelling(tx, tables.clipSearchTerms, keyword);
    if (spelling !== null) {
      const everyWordMissing =
        hits === 0 || (typed.terms.partial !== null && (await everyWordHits(tx, table, typed.terms)) === 0);
      const better = everyWordMissing ? await meantTerms(tx, table, spelling) : null;
      if (
        better !== null &&
        (hits === 0 ? better.hits > 0 : (await everyWordHits(tx, table, better.terms)) > 0)
      ) {
        ({ terms, hits } = better);
        corrected = spelling;
      }
    }
    // Trigrams only when the words find few clips: a broad OR over trigrams scans half the table.
    return { terms, corrected, fallback: hits < TRIGRAM_FALLBACK_BELOW_HITS };
  }

  /**
   * The keyword's match condition, its tier (every word 2, enough of the words 1, trigram 0),
   * how much of the query's weight it covers, and where in the clip its words are.
   */
  function keywordMatch(where: Where, keyword: string, meaning: Meaning, fallback: boolean) {
    const any = `${where.bind(meaning.partial ? `( ${meaning.all} ) | ( ${meaning.partial} )` : meaning.all)}::tsquery`;
    const tokenHit = `s.document @@ ${any}`;
    const typed = normalizeThai(keyword);
    const trigrams = fallback && [...typed.replace(/\s/g, '')].length >= MIN_TRIGRAM_QUERY_CHARS;
    const text = trigrams ? where.bind(typed) : null;
    /**
     * The ranking's columns, bound only by the query that ranks (a count binds what it uses): the
     * tier, the words' weight covered and the field score (fieldWeights.ts), as the engine ranks.
     */
    const ranking = () => {
      const words = meaning.partial
        ? `case when s.document @@ ${where.bind(meaning.all)}::tsquery then 2 else 1 end`
        : '2';
      const sum = (parts: string[]) => (parts.length === 0 ? '0' : `(${parts.join(' + ')})`);
      const coverage = sum(
        meaning.weights.map(
          ({ query, weight }) =>
            `case when s.document @@ ${where.bind(query)}::tsquery then ${weight} else 0 end`,
        ),
      );
      const fields = sum(
        meaning.units.flatMap((unit) =>
          CLIP_FIELDS.map(
            (field) =>
              `case when s.document @@ ${where.bind(withWeight(unit, WEIGHT_LABEL[field]))}::tsquery then ${FIELD_WEIGHTS[field]} else 0 end`,
          ),
        ),
      );
      return {
        tier: text === null ? words : `case when ${tokenHit} then ${words} else 0 end`,
        coverage,
        fields,
      };
    };
    return {
      condition: text === null ? tokenHit : `(${tokenHit} or ${text} <% s.search_text)`,
      ranking,
      /** Every word (the first tier), when fewer words also match; bound only where used. */
      allWords: meaning.partial ? () => `s.document @@ ${where.bind(meaning.all)}::tsquery` : null,
    };
  }

  /** Runs work with the trigram threshold set for this transaction only. */
  const withThreshold = <T>(work: (tx: SqlExecutor) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.query(
        `select set_config('pg_trgm.word_similarity_threshold', $1, true), set_config('jit', 'off', true)`,
        [String(trigramThreshold)],
      );
      return work(tx);
    });

  /** The search's conditions for facet counts, leaving out one facet's own dimension. */
  const facetConditions =
    (params: SearchParams, match: { terms: Meaning; fallback: boolean } | null) => (omit?: Dimension) => {
      const where = new Where();
      addFilters(where, params, omit);
      if (params.keyword && match)
        where.add(keywordMatch(where, params.keyword, match.terms, match.fallback).condition);
      return where;
    };

  /**
   * A relevance page in one statement: the newest matches up to the window and one more (their
   * count is the total; past the window it says "more than"), with the newest that have every word
   * (EVERY_WORD_CANDIDATES, never crowded out by newer ones with some), ranked by tier, coverage
   * and field score. Each candidate's document is read (and decompressed) once, not once per
   * condition.
   */
  async function rankedPage(
    tx: SqlExecutor,
    match: ReturnType<typeof keywordMatch>,
    where: Where,
    limit: number,
    offset: number,
    bounded: boolean,
  ): Promise<{ ids: string[]; total: number }> {
    // Known to be few (every word's clips counted under the cap, or a short incident-date span), or
    // expected few (fetchAllMost): fetch them through their indexes and sort, never walking
    // the upload-date index past non-matches (80,000 rows for a word in one clip of a hundred).
    const newest = (condition: string, count: number, few: boolean) =>
      few
        ? `select m.clip_id, m.uploaded_at from (select s.clip_id, s.uploaded_at from ${table} s where ${condition} offset 0) m
           order by m.uploaded_at desc limit ${count}`
        : `select s.clip_id, s.uploaded_at from ${table} s where ${condition} order by s.uploaded_at desc limit ${count}`;
    // Each part fetches and sorts when it is known to be few, or the planner expects few.
    const clips = await estimatedMatches(tx, table, { sql: 'true', values: [] });
    const fetchAll = async (sql: string, most: number) =>
      bounded || (await estimatedMatches(tx, table, { sql, values: [...where.values] })) <= most;
    const matchesFew = await fetchAll(where.sql, fetchAllMost(resultWindow, clips));
    const everyWord = match.allWords ? match.allWords() : null;
    const everyWordCount = Math.min(EVERY_WORD_CANDIDATES, resultWindow);
    // Fetched matches say which have every word as they are read: no second search for those.
    const matches = matchesFew
      ? `fetched as materialized (
           select s.clip_id, s.uploaded_at${everyWord ? `, ${everyWord} as every_word` : ''}
           from ${table} s where ${where.sql} offset 0),
         matches as materialized (
           select clip_id, uploaded_at from fetched order by uploaded_at desc limit ${resultWindow + 1})`
      : `matches as materialized (${newest(where.sql, resultWindow + 1, false)})`;
    const everyWordMatches = !everyWord
      ? null
      : matchesFew
        ? `select clip_id, uploaded_at from fetched where every_word order by uploaded_at desc limit ${everyWordCount}`
        : newest(
            `${where.sql} and ${everyWord}`,
            everyWordCount,
            await fetchAll(
              `${where.sql} and ${everyWord}`,
              fetchAllMost(everyWordCount, clips) / EVERY_WORD_FETCH_PENALTY,
            ),
          );
    const ranking = match.ranking();
    const { rows } = await tx.query<{ total: number; clip_id: string | null }>(
      `with ${matches},
       candidates as (
         select * from matches
         ${everyWordMatches ? `union select * from (${everyWordMatches}) every_word` : ''}),
       s as materialized (
         select c.clip_id, c.uploaded_at, t.document || ''::tsvector as document
         from candidates c join ${table} t on t.clip_id = c.clip_id)
       select n.total, p.clip_id
       from (select count(*)::int as total from matches) n
       left join lateral (
         select s.clip_id, s.uploaded_at, ${ranking.tier} as tier, ${ranking.coverage} as coverage,
           ${ranking.fields} as fields
         from s
         order by tier desc, coverage desc, fields desc, ${orderBy.newest}
         limit ${where.bind(limit)} offset ${where.bind(offset)}) p on true
       order by p.tier desc, p.coverage desc, p.fields desc, p.uploaded_at desc, p.clip_id`,
      where.values,
    );
    return {
      ids: rows.flatMap((row) => (row.clip_id === null ? [] : [row.clip_id])),
      total: rows[0]?.total ?? 0,
    };
  }

  return {
    search: (params: SearchParams): Promise<SearchResult> =>
      withThreshold(async (tx) => {
        const where = new Where();
        addFilters(where, params);
        const keyword = params.keyword ? await keywordTerms(tx, params.keyword) : null;
        // A keyword with nothing searchable in it (only punctuation) finds nothing rather than everything.
        if (keyword !== null && keyword.terms === null)
          return { ids: [], total: 0, ...(params.facets ? { facets: noFacets() } : {}) };
        const match =
          params.keyword && keyword?.terms
            ? keywordMatch(where, params.keyword, keyword.terms, keyword.fallback)
            : null;
        if (match) where.add(match.condition);
        const offset = (params.page - 1) * params.limit;
        const limit = Math.min(params.limit, resultWindow - offset);
        const sort = params.sort ?? (match ? 'relevance' : 'newest');
        if (match && sort === 'relevance' && limit > 0) {
          // One statement: the newest matches of the window (one more says "more than"), counted,
          // and ranked.
          const bounded = keyword?.terms?.fewMatches === true || narrowDateSpan(params);
          const ranked = await rankedPage(tx, match, where, limit, offset, bounded);
          return answer(ranked.ids, ranked.total);
        }
        const total = await cappedCount(tx, table, where, resultWindow);
        // The count says how many match. Few (or a short incident-date span, which its index bounds):
        // fetch them all through the indexes that find them (GIN, GiST, the filters) and sort those,
        // never walking the order's index past non-matches (incident dates follow upload dates, so
        // that walk can pass most of the table). Many: walk the order's index to the first page.
        const few = total <= resultWindow || narrowDateSpan(params);
        let ids: string[] = [];
        if (limit > 0) {
          const order = orderBy[sort === 'relevance' ? 'newest' : sort];
          const page = `limit ${where.bind(limit)} offset ${where.bind(offset)}`;
          const { rows } = await tx.query<{ clip_id: string }>(
            few
              ? `with s as materialized (select ${orderColumns(order)} from ${table} s where ${where.sql})
                 select s.clip_id from s order by ${order} ${page}`
              : `select s.clip_id from ${table} s where ${where.sql} order by ${order} ${page}`,
            where.values,
          );
          ids = rows.map((row) => row.clip_id);
        }
        return answer(ids, total);

        async function answer(ids: string[], total: number): Promise<SearchResult> {
          return {
            ids,
            total: Math.min(total, resultWindow),
            ...(total > resultWindow ? { totalCapped: true } : {}),
            ...(keyword?.corrected === undefined ? {} : { correctedKeyword: keyword.corrected }),
            ...(keyword?.fallback && total > 0 ? { similarSpellingOnly: true } : {}),
            ...(params.facets
              ? {
                  facets: await cachedFacets(params, () =>
                    facetCounts(tx, {
                      table,
                      conditions: facetConditions(
                        params,
                        keyword?.terms ? { terms: keyword.terms, fallback: keyword.fallback } : null,
                      ),
                      searchTotal: total,
                      searchCap: resultWindow,
                      sampleSize: facetSampleSize,
                    }),
                  ),
                }
              : {}),
          };
        }
      }),

    mapPoints: (filters: SearchFilters, max: number): Promise<MapPoints> =>
      withThreshold(async (tx) => {
        const where = new Where();
        addFilters(where, filters);
        if (filters.keyword) {
          const { terms, fallback } = await keywordTerms(tx, filters.keyword);
          if (terms === null) return { points: [], total: 0 };
          where.add(keywordMatch(where, filters.keyword, terms, fallback).condition);
        }
        const total = await cappedCount(tx, table, where, max);
        // All of them fit on the map: no order to keep, so nothing walks the newest-first index.
        const newestFirst = total > max ? `order by ${orderBy.newest} limit ${where.bind(max)}` : '';
        const { rows } = await tx.query<{ id: string; lat: number; lng: number; price_satang: number }>(
          `select s.clip_id as id, s.lat, s.lng, s.price_satang from ${table} s where ${where.sql} ${newestFirst}`,
          where.values,
        );
        return {
          points: rows.map((row) => ({
            id: row.id,
            lat: Number(row.lat),
            lng: Number(row.lng),
            priceSatang: Number(row.price_satang),
          })),
          total,
        };
      }),

    async suggestTitles(typed: string, max: number): Promise<string[]> {
      const terms = queryTerms(typed);
      if (terms === null) return [];
      // Typeahead: the last word is always a prefix, however short (the list narrows as one types).
      const tsquery = toTsQuery({ ...terms, lastIsPrefix: true });
      // The first matches the index yields, not a sort over all of them: a two-letter prefix can
      // match a third of the titles, and typeahead must answer while one types.
      const { rows } = await db.query<{ title: string }>(
        `select s.title from ${table} s where s.title_terms @@ $1::tsquery limit ${SUGGEST_SCAN}`,
        [tsquery],
      );
      return [...new Set(rows.map((row) => row.title))].slice(0, max);
    },
  };
}

/** The columns an order needs, and only those: a covering index can then answer alone. */
function orderColumns(order: string): string {
  const columns = ['s.clip_id', 's.uploaded_at', 's.price_satang', 's.views'];
  return columns.filter((column) => column === 's.clip_id' || order.includes(column)).join(', ');
}

/** Incident dates within DATE_SPAN_FETCH_ALL_DAYS: the date index finds a bounded set of matches. */
function narrowDateSpan(f: SearchFilters): boolean {
  if (!f.dateFrom || !f.dateTo) return false;
  return (Date.parse(f.dateTo) - Date.parse(f.dateFrom)) / MS_PER_DAY < DATE_SPAN_FETCH_ALL_DAYS;
}

const noFacets = (): SearchFacets => ({ province: [], category: [], vehicleType: [] });

/** How many clips a tsquery finds, counted only up to `cap`. */
async function countUpTo(db: SqlExecutor, table: string, tsquery: string, cap: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from ${table} where document @@ $1::tsquery limit ${cap}) hits`,
    [tsquery],
  );
  return rows[0]?.n ?? 0;
}

/**
 * What a keyword matches: `all` every meaningful word (toTsQuery), `partial` enough of them
 * (queryCoverage.ts) or null for a one-word query, and the weight of each word for ranking.
 */
export interface Meaning {
  terms: QueryTerms;
  all: string;
  partial: string | null;
  weights: { query: string; weight: number }[];
  /** Each unit's tsquery (QueryTerms.units), for the field score. */
  units: string[];
  /** Every unit of several is in fewer clips than DOCUMENT_FREQUENCY_CAP: the matches are few. */
  fewMatches: boolean;
}

async function meaningOf(db: SqlExecutor, table: string, terms: QueryTerms): Promise<Meaning> {
  const all = toTsQuery(terms);
  const related = relatedTsQuery(terms);
  const units = terms.units;
  const queries = units.map((unit) => unit.map((i) => `( ${groupTsQuery(terms, i)} )`).join(' & '));
  if (units.length < MIN_PARTIAL_WORDS)
    return { terms, all, partial: related, weights: [], units: queries, fewMatches: false };
  // A word the planner expects in DOCUMENT_FREQUENCY_CAP clips or more is at the cap: counting it
  // would build a bitmap of all its clips first (50 ms for a common word at a million). The others
  // are counted, so that a word no clip has is known to be absent (the planner never says none).
  const expected: number[] = [];
  for (const query of queries)
    expected.push(await estimatedMatches(db, table, { sql: 's.document @@ $1::tsquery', values: [query] }));
  const counted = queries.filter((_, k) => (expected[k] ?? 0) < DOCUMENT_FREQUENCY_CAP);
  const { rows } = await db.query<{ total: number; frequencies: number[] }>(
    `select (select count(*)::int from (select 1 from ${table} limit ${COLLECTION_COUNT_CAP}) c) as total,
       array(select (select count(*)::int from (select 1 from ${table} where document @@ q::tsquery
         limit ${DOCUMENT_FREQUENCY_CAP}) d) from unnest($1::text[]) with ordinality as u(q, n) order by n) as frequencies`,
    [counted],
  );
  const total = rows[0]?.total ?? 0;
  const countedFrequencies = [...(rows[0]?.frequencies ?? [])];
  const frequencies = queries.map((_, k) =>
    (expected[k] ?? 0) < DOCUMENT_FREQUENCY_CAP ? (countedFrequencies.shift() ?? 0) : DOCUMENT_FREQUENCY_CAP,
  );
  const { weights, groupSets: sets } = partialMatching(frequencies, total, units);
  return {
    terms,
    all,
    partial:
      [...(sets.length > 0 ? [partialTsQuery(terms, sets)] : []), ...(related ? [related] : [])]
        .map((form) => `( ${form} )`)
        .join(' | ') || null,
    weights: queries.map((query, k) => ({ query, weight: Number((weights[k] ?? 0).toFixed(4)) })),
    units: queries,
    fewMatches: frequencies.every((frequency) => frequency < DOCUMENT_FREQUENCY_CAP),
  };
}

/** How many clips have every word of a keyword, counted up to HITS_PROBE. */
const everyWordHits = (db: SqlExecutor, table: string, meaning: Meaning) =>
  countUpTo(db, table, meaning.all, HITS_PROBE);

const anyOfMeaning = (meaning: Meaning) =>
  meaning.partial ? `( ${meaning.all} ) | ( ${meaning.partial} )` : meaning.all;

/** Matching clips counted up to one past `cap`: enough to say "more than", never a full scan. */
async function cappedCount(db: SqlExecutor, table: string, where: Where, cap: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from ${table} s where ${where.sql} limit ${cap + 1}) matches`,
    where.values,
  );
  return rows[0]?.n ?? 0;
}

/**
 * What a keyword means, with how many clips it finds (counted up to the fallback's bound). A
 * short one-word keyword that clips have whole means that word, not a prefix.
 */
async function meantTerms(
  db: SqlExecutor,
  table: string,
  keyword: string,
): Promise<{ terms: Meaning; hits: number } | null> {
  const terms = queryTerms(keyword);
  if (terms === null) return null;
  const typed = (terms.groups[0] as string[])[0] as string;
  if (terms.lastIsPrefix && terms.groups.length === 1 && [...typed].length <= MAX_WHOLE_WORD_CHARS) {
    const whole = await meaningOf(db, table, { ...terms, lastIsPrefix: false, completion: null });
    const hits = await countUpTo(db, table, anyOfMeaning(whole), HITS_PROBE);
    if (hits > 0) return { terms: whole, hits };
  }
  const meaning = await meaningOf(db, table, terms);
  return {
    terms: meaning,
    hits: await countUpTo(db, table, anyOfMeaning(meaning), HITS_PROBE),
  };
}
