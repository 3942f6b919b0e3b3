import type { estypes } from '@elastic/elasticsearch';
import { normalizeThai } from '../thaiTokenization/normalizeThai.ts';
import { queryTerms, type QueryTerms } from '../thaiTokenization/queryTerms.ts';
import type { Alternative } from '../concepts/conceptIndex.ts';
import {
  COLLECTION_COUNT_CAP,
  DOCUMENT_FREQUENCY_CAP,
  MIN_PARTIAL_WORDS,
  partialMatching,
} from '../queryCoverage.ts';
import {
  SearchUnavailableError,
  type FacetCount,
  type MapPoints,
  type SearchFacets,
  type SearchFilters,
  type SearchIndex,
  type SearchParams,
  type SearchResult,
  type SearchSort,
} from '../../../../query-api/ports/searchIndex.ts';
import { TERM_FIELDS, TYPO_FIELDS, type ClipSource } from './elasticsearchMapping.ts';
import { CLIP_FIELDS, FIELD_WEIGHTS, type ClipField } from '../fieldWeights.ts';
import { SearchEngineError, type EngineClient } from './engineClient.ts';

/** An engine that did not answer, pushed back or failed inside: unavailable, not a bug of ours. */
const isOutage = (error: unknown) =>
  error instanceof SearchEngineError &&
  (error.statusCode === 0 || error.statusCode === 429 || error.statusCode >= 500);
import { minuteOfDay } from '../minuteOfDay.ts';
import type { Satang } from '../../../../events/money.ts';
import { MIN_CORRECTED_CHARS, correctWords } from '../thaiTokenization/closestSpelling.ts';

type Query = estypes.QueryDslQueryContainer;
type Sort = estypes.SortCombinations[];

/**
 * A query shorter than this (code points, spaces left out) gets no n-gram typo fallback: a short
 * word is a substring of too many others (ชน in ประชาชน). The PostgreSQL adapter's trigram
 * fallback uses the same limit.
 */
export const MIN_TYPO_QUERY_CHARS = 4;
/** Share of the query's 2–3 character grams a clip must contain to count as a misspelling of it. */
export const TYPO_MIN_GRAMS = '75%';
/**
 * The misspelling fallback joins in only when the words themselves find fewer clips than this:
 * none (issue 19: with a few word hits it filled the page with noise), asking
 * TYPO_FEW_HITS_MIN_GRAMS of the grams (the PostgreSQL adapter's trigram fallback joins in below
 * the same count, at word_similarity 0.5).
 */
export const TYPO_FALLBACK_BELOW_HITS = 1;
export const TYPO_FEW_HITS_MIN_GRAMS = '67%';
/** A one-word query this short that clips contain whole means that word, not a prefix (หมา, not หมายเลข). */
export const MAX_WHOLE_WORD_CHARS = 3;
/** Elasticsearch's `index.max_result_window`: hits past it cannot be paged to (the total still counts them). */
export const MAX_RESULT_WINDOW = 10_000;
/**
 * Matches are counted up to this many (the total then says "more than", as on PostgreSQL): an exact
 * count of a common word's hundreds of thousands of clips scores every one of them, while a capped
 * one lets the engine skip clips that cannot reach the page (block-max WAND). Pages reach as far.
 */
export const TOTAL_HITS_CAP = MAX_RESULT_WINDOW;
/**
 * Up to this many clips with the words, equal scores are ordered newest first, as on PostgreSQL
 * (whose ranking window is as large); past it by score alone, which a million clips need.
 */
export const EXACT_ORDER_MAX_HITS = 2000;
/** Spelling candidates asked of each term field (the edit distance then picks one). */
const SPELLING_CANDIDATES = 20;
/** Distinct values a facet can list: more than Thailand's 77 provinces. */
const FACET_SIZE = 200;

/**
 * By score alone: the engine then skips clips that cannot reach the page (block-max WAND). Used
 * when more clips than EXACT_ORDER_MAX_HITS have the words; ties are then in index order.
 */
/** How much more of the upload span than its share of the matches an oldest-first page looks in. */
const OLDEST_BOUND_MARGIN = 4;
const BY_SCORE: Sort = [{ _score: { order: 'desc' } }];
const NEWEST: Sort = [{ uploadedAt: { order: 'desc' } }, { clipId: { order: 'asc' } }];
const sorts: Record<Exclude<SearchSort, 'relevance'>, Sort> = {
  newest: NEWEST,
  oldest: [{ uploadedAt: { order: 'asc' } }, { clipId: { order: 'asc' } }],
  price_low: [{ priceSatang: { order: 'asc' } }, ...NEWEST],
  price_high: [{ priceSatang: { order: 'desc' } }, ...NEWEST],
  views: [{ views: { order: 'desc' } }, ...NEWEST],
};

type Dimension = 'place' | 'category' | 'vehicleType';

/** Every filter but the keyword as `bool.filter` clauses, leaving out one facet's own dimension. */
export function filterClauses(f: SearchFilters, omit?: Dimension): Query[] {
  const clauses: Query[] = [];
  if (omit !== 'place' && f.province) clauses.push({ term: { province: f.province } });
  if (omit !== 'place' && f.district) clauses.push({ term: { district: f.district } });
  if (omit !== 'category' && f.category) clauses.push({ term: { category: f.category } });
  if (omit !== 'vehicleType' && f.vehicleType) clauses.push({ term: { vehicleType: f.vehicleType } });
  if (f.minPriceSatang !== undefined || f.maxPriceSatang !== undefined)
    clauses.push({
      range: {
        priceSatang: {
          ...(f.minPriceSatang !== undefined ? { gte: f.minPriceSatang } : {}),
          ...(f.maxPriceSatang !== undefined ? { lte: f.maxPriceSatang } : {}),
        },
      },
    });
  if (f.dateFrom || f.dateTo)
    clauses.push({
      range: {
        incidentDate: {
          ...(f.dateFrom ? { gte: f.dateFrom } : {}),
          ...(f.dateTo ? { lte: f.dateTo } : {}),
          format: 'yyyy-MM-dd',
        },
      },
    });
  const from = f.timeFrom === undefined ? undefined : minuteOfDay(f.timeFrom);
  const to = f.timeTo === undefined ? undefined : minuteOfDay(f.timeTo);
  if (from !== undefined && to !== undefined && from > to)
    // 22:00–02:00: late evening or early morning.
    clauses.push({
      bool: {
        should: [{ range: { incidentMinute: { gte: from } } }, { range: { incidentMinute: { lte: to } } }],
        minimum_should_match: 1,
      },
    });
  else if (from !== undefined || to !== undefined)
    clauses.push({
      range: {
        incidentMinute: {
          ...(from !== undefined ? { gte: from } : {}),
          ...(to !== undefined ? { lte: to } : {}),
        },
      },
    });
  if (f.bounds) {
    const { west, south, east, north } = f.bounds;
    clauses.push({
      geo_bounding_box: {
        pin: { top_left: { lat: north, lon: west }, bottom_right: { lat: south, lon: east } },
      },
    });
  }
  if (f.near) {
    const { lat, lng, radiusKm } = f.near;
    clauses.push({
      geo_distance: { distance: `${radiusKm}km`, distance_type: 'arc', pin: { lat, lon: lng } },
    });
  }
  if (f.excludeIds && f.excludeIds.length > 0)
    clauses.push({ bool: { must_not: [{ terms: { clipId: f.excludeIds } }] } });
  return clauses;
}

/** One lexeme (exactly or as a prefix) in any of the term fields, each with its weight. */
function lexemeQuery(lexeme: string, asPrefix: boolean, fields: Record<string, number> = TERM_FIELDS): Query {
  return {
    bool: {
      should: Object.entries(fields).map(([field, boost]) =>
        asPrefix
          ? { prefix: { [field]: { value: lexeme, boost } } }
          : { term: { [field]: { value: lexeme, boost } } },
      ),
      minimum_should_match: 1,
    },
  };
}

/** One alternative: a lexeme, or a phrase's lexemes all together. */
const alternativeQuery = (
  alternative: Alternative,
  asPrefix: boolean,
  fields?: Record<string, number>,
): Query =>
  typeof alternative === 'string'
    ? lexemeQuery(alternative, asPrefix, fields)
    : { bool: { must: alternative.map((lexeme) => lexemeQuery(lexeme, false, fields)) } };

/**
 * Any of the alternatives. Whole lexemes go in one `terms` query per field (a truck query has
 * dozens of them: one clause each would pass the engine's limit of clauses per query).
 */
function anyOf(
  alternatives: readonly Alternative[],
  asPrefix: boolean,
  fields: Record<string, number> = TERM_FIELDS,
): Query {
  const lexemes = alternatives.filter(
    (alternative): alternative is string => typeof alternative === 'string',
  );
  const phrases = alternatives.filter((alternative) => typeof alternative !== 'string');
  const should: Query[] = [
    ...(asPrefix
      ? lexemes.map((lexeme) => lexemeQuery(lexeme, true, fields))
      : lexemes.length === 0
        ? []
        : Object.entries(fields).map(([field, boost]) => ({ terms: { [field]: lexemes, boost } }))),
    ...phrases.map((phrase) => alternativeQuery(phrase, false, fields)),
  ];
  return should.length === 1 ? (should[0] as Query) : { bool: { should, minimum_should_match: 1 } };
}

/** One group's alternatives, the last group's as prefixes when it is half-typed. */
const groupQuery = (terms: QueryTerms, i: number, fields?: Record<string, number>): Query =>
  anyOf(terms.groups[i] ?? [], i === terms.groups.length - 1 && terms.lastIsPrefix, fields);

const isContent = (terms: QueryTerms, i: number) => terms.content[i] !== false;

/**
 * The same forms as the PostgreSQL adapter's tsquery (thaiTokenization/toTsQuery): the meaningful
 * words in order with their alternatives, the last as a prefix; or all but the last two words and
 * those two joined as a prefix; or the whole query as one prefix term; or all but a half-typed
 * tail and one of the words it starts.
 */
export function termsQuery(terms: QueryTerms, fields?: Record<string, number>): Query {
  const inOrder = terms.groups.map((_, i) => groupQuery(terms, i, fields));
  const before = (count: number) => inOrder.slice(0, -count).filter((_, i) => isContent(terms, i));
  const forms: Query[] = [{ bool: { must: inOrder.filter((_, i) => isContent(terms, i)) } }];
  if (terms.tailPrefix !== null)
    forms.push({ bool: { must: [...before(2), lexemeQuery(terms.tailPrefix, true, fields)] } });
  if (terms.wholePrefix !== null) forms.push(lexemeQuery(terms.wholePrefix, true, fields));
  if (terms.completion !== null)
    forms.push({
      bool: {
        must: [
          ...terms.completion.before.map((group) => anyOf(group, false, fields)),
          anyOf(terms.completion.alternatives, false, fields),
        ],
      },
    });
  return forms.length === 1 ? (forms[0] as Query) : { bool: { should: forms, minimum_should_match: 1 } };
}

/**
 * What a keyword matches on the engine: every meaningful word (`all`), or enough of them
 * (`partial`, queryCoverage.ts; null for one word), with each word's query and weight.
 */
export interface Meaning {
  terms: QueryTerms;
  all: Query;
  partial: Query | null;
  weights: { query: Query; weight: number }[];
}

/**
 * A clip with every word scores above any with some, which score above misspellings alone; among
 * those, by the words' weight covered, then by where the words are (at most a few dozen).
 */
const ALL_WORDS_SCORE = 10_000;
const SOME_WORDS_SCORE = 5_000;
const COVERAGE_SCORE = 100;

/** The word matches of a keyword (no misspelling fallback). */
function wordQueries(meaning: Meaning): Query[] {
  return [meaning.all, ...(meaning.partial ? [meaning.partial] : [])];
}

/**
 * What a keyword finds: the Thai pipeline's terms, exactly as the PostgreSQL adapter reads them
 * (the engine's own ICU reading of the text is left out: it found clips PostgreSQL does not, and
 * scoring it cost most of a common word's query at a million clips), scored by BM25 with title
 * above description and tags above place names; when the words find few clips, also close
 * misspellings by shared 2–3 character grams, scored below any word hit.
 */
export function keywordQuery(
  keyword: string,
  meaning: Meaning | QueryTerms,
  typoGrams: string | null = TYPO_MIN_GRAMS,
): Query {
  const meant = 'all' in meaning ? meaning : wholeMeaning(meaning);
  const should = wordQueries(meant);
  const typed = normalizeThai(keyword);
  const typos = typoGrams !== null && [...typed.replace(/\s/g, '')].length >= MIN_TYPO_QUERY_CHARS;
  if (typos)
    should.push({
      multi_match: {
        query: typed,
        fields: TYPO_FIELDS.map((field) => `${field}.ngram`),
        minimum_should_match: typoGrams ?? TYPO_MIN_GRAMS,
      },
    });
  // What matches only filters; the tier, the coverage and the field score only score, with the
  // PostgreSQL adapter's ranking: every word above some above misspellings alone. With neither
  // fewer words nor misspellings let in, every match has every word: no tier to tell apart.
  const scoring: Query[] = [
    ...(meant.partial || typos ? [{ constant_score: { filter: meant.all, boost: ALL_WORDS_SCORE } }] : []),
    ...(meant.partial && typos
      ? [{ constant_score: { filter: meant.partial, boost: SOME_WORDS_SCORE } }]
      : []),
    ...meant.weights.map(({ query, weight }) => ({
      constant_score: { filter: query, boost: Math.max(weight, 0.0001) * COVERAGE_SCORE },
    })),
    ...fieldScoring(meant.terms),
  ];
  return { bool: { filter: [{ bool: { should, minimum_should_match: 1 } }], should: scoring } };
}

/** The engine's term field of each part of a clip. */
const TERM_FIELD_OF: Record<ClipField, keyof typeof TERM_FIELDS> = {
  title: 'titleTerms',
  body: 'bodyTerms',
  place: 'placeTerms',
};

/** Each unit of the query, found in a part of the clip, scores that part's weight (fieldWeights.ts). */
function fieldScoring(terms: QueryTerms): Query[] {
  return terms.units.flatMap((unit) =>
    CLIP_FIELDS.map((field) => {
      const only = { [TERM_FIELD_OF[field]]: 1 };
      const found =
        unit.length === 1
          ? groupQuery(terms, unit[0] as number, only)
          : { bool: { must: unit.map((i) => groupQuery(terms, i, only)) } };
      return { constant_score: { filter: found, boost: FIELD_WEIGHTS[field] } };
    }),
  );
}

/**
 * A keyword's first tier alone (every word), scored by where its words are: the page when enough
 * clips have every word.
 */
const allWordsQuery = (meaning: Meaning): Query => ({
  bool: { filter: [meaning.all], should: fieldScoring(meaning.terms) },
});

/**
 * Clips about related concepts (QueryTerms.related): every meaningful word, one of them replaced
 * by what its related concepts say. Null when no word has related concepts.
 */
function relatedQuery(terms: QueryTerms): Query | null {
  const forms: Query[] = [];
  terms.groups.forEach((_, i) => {
    const related = terms.related[i] ?? [];
    if (related.length === 0 || !isContent(terms, i)) return;
    forms.push({
      bool: {
        must: terms.groups.flatMap((__, j) =>
          isContent(terms, j) ? [j === i ? anyOf(related, false) : groupQuery(terms, j)] : [],
        ),
      },
    });
  });
  return forms.length === 0 ? null : { bool: { should: forms, minimum_should_match: 1 } };
}

/** A keyword's meaning without partial matches: every meaningful word required. */
export function wholeMeaning(terms: QueryTerms): Meaning {
  return { terms, all: termsQuery(terms), partial: null, weights: [] };
}

type FacetBuckets = { values: { buckets: { key: string | number; doc_count: number }[] } };
type FacetAggregations = Partial<Record<Dimension, FacetBuckets>> & {
  facets?: Partial<Record<Dimension, FacetBuckets>>;
};

/** The keyword field each facet counts by. */
const FACET_FIELDS: Record<Dimension, string> = {
  place: 'province',
  category: 'category',
  vehicleType: 'vehicleType',
};

const valuesOf = (field: string): Record<string, estypes.AggregationsAggregationContainer> => ({
  values: { terms: { field, size: FACET_SIZE, order: [{ _count: 'desc' }, { _key: 'asc' }] } },
});

const noFacets = (): SearchFacets => ({ province: [], category: [], vehicleType: [] });

function totalOf(total: number | estypes.SearchTotalHits | undefined): number {
  return typeof total === 'number' ? total : (total?.value ?? 0);
}

/** A geo_point doc value: `{lat, lon}` or "lat, lon" (the engines answer either, by version). */
function pinOf(value: unknown): { lat: number; lon: number } | null {
  if (typeof value === 'string') {
    const [lat, lon] = value.split(',').map((part) => Number(part.trim()));
    return Number.isFinite(lat) && Number.isFinite(lon) ? { lat: lat as number, lon: lon as number } : null;
  }
  if (value && typeof value === 'object' && 'lat' in value && 'lon' in value)
    return { lat: Number(value.lat), lon: Number(value.lon) };
  return null;
}

/** An msearch item the engine refused answers this status (it has none of its own). */
const BAD_REQUEST = 400;

/** The engine stopped counting at the cap: at least this many match. */
const isCapped = (total: number | estypes.SearchTotalHits | undefined) =>
  typeof total === 'object' && total.relation === 'gte';

/**
 * The Elasticsearch adapter of the search index port (DESIGN.md §7b). `index` is the alias the
 * writer keeps (openElasticsearchIndex), so a rebuilt index can be swapped in under it.
 */
export function elasticsearchSearchIndex(
  client: EngineClient,
  index: string,
  {
    /**
     * EXACT_ORDER_MAX_HITS but in tests. Also the ranking window: a relevance page of a keyword
     * with more matches is ranked among the newest this many (and every clip with every word), as
     * PostgreSQL ranks its result window; scoring every match of a long sentence (most of a
     * million clips) took 120 ms.
     */
    exactOrderMaxHits = EXACT_ORDER_MAX_HITS,
  } = {},
): SearchIndex {
  const search = async <Source = unknown, Aggregations = unknown>(
    body: Record<string, unknown>,
    querystring?: Record<string, string>,
  ) => {
    try {
      return (
        await client.request<estypes.SearchResponse<Source, Aggregations>>({
          method: 'POST',
          path: `/${encodeURIComponent(index)}/_search`,
          body,
          ...(querystring ? { querystring } : {}),
        })
      ).body;
    } catch (error) {
      if (isOutage(error)) throw new SearchUnavailableError((error as Error).message, { cause: error });
      throw error;
    }
  };

  /** How many clips each query finds, each counted only up to its cap, in one round trip. */
  async function countEach(queries: Query[], caps: number[]): Promise<number[]> {
    let answer: { responses: (estypes.SearchResponse | { error: unknown })[] };
    try {
      answer = (
        await client.request<typeof answer>({
          method: 'POST',
          path: `/${encodeURIComponent(index)}/_msearch`,
          bulkBody: queries.flatMap((query, k) => [
            {},
            { size: 0, track_total_hits: caps[k] as number, query },
          ]),
        })
      ).body;
    } catch (error) {
      if (isOutage(error)) throw new SearchUnavailableError((error as Error).message, { cause: error });
      throw error;
    }
    return answer.responses.map((response) => {
      if ('error' in response) {
        const failure = response.error as { type?: string; reason?: string };
        throw new SearchEngineError(
          `${client.product} could not count a keyword's words: ${failure.reason ?? 'unknown'}`,
          BAD_REQUEST,
          failure.type ?? null,
        );
      }
      return totalOf(response.hits.total);
    });
  }

  /** The keyword's terms, a short one-word query taken whole when some clip has that word whole. */
  async function meantTerms(keyword: string): Promise<QueryTerms | null> {
    const terms = queryTerms(keyword);
    if (terms === null || !terms.lastIsPrefix || terms.groups.length !== 1) return terms;
    const typed = (terms.groups[0] as string[])[0] as string;
    if ([...typed].length > MAX_WHOLE_WORD_CHARS) return terms;
    const whole = { ...terms, lastIsPrefix: false, completion: null };
    const found = await search({
      size: 0,
      terminate_after: 1,
      track_total_hits: 1,
      query: termsQuery(whole),
    });
    return totalOf(found.hits.total) > 0 ? whole : terms;
  }

  /** The words' weights (one request: each word's clips counted by a filter aggregation) and sets. */
  async function meaningOf(terms: QueryTerms): Promise<Meaning> {
    const whole = wholeMeaning(terms);
    const related = relatedQuery(terms);
    const units = terms.units;
    if (units.length < MIN_PARTIAL_WORDS) return { ...whole, partial: related };
    const queries: Query[] = units.map((unit) =>
      unit.length === 1
        ? groupQuery(terms, unit[0] as number)
        : { bool: { must: unit.map((i) => groupQuery(terms, i)) } },
    );
    // Each count stops at its cap (the collection's, each word's): no aggregation over every clip.
    const counts = await countEach(
      [{ match_all: {} }, ...queries],
      [COLLECTION_COUNT_CAP, ...queries.map(() => DOCUMENT_FREQUENCY_CAP)],
    );
    const [total = 0, ...frequencies] = counts;
    const { weights, groupSets: sets } = partialMatching(frequencies, total, units);
    const partials: Query[] = [
      ...sets.map((set) => ({ bool: { must: set.map((i) => groupQuery(terms, i)) } })),
      ...(related ? [related] : []),
    ];
    return {
      ...whole,
      partial: partials.length === 0 ? null : { bool: { should: partials, minimum_should_match: 1 } },
      weights: queries.map((query, k) => ({ query, weight: Number((weights[k] ?? 0).toFixed(4)) })),
    };
  }

  /**
   * The keyword part of the query: null when there is none, 'nothing' when it can find nothing.
   * `allWords` is its first tier alone (every word), where fewer words also match and the words
   * find many clips. `exact`: few enough clips have the words for ties to be ordered newest first,
   * as on PostgreSQL (a second sort key makes the engine score every match).
   */
  async function keywordPart(keyword: string | undefined): Promise<
    | {
        query: Query;
        allWords: Query | null;
        exact: boolean;
        similarOnly: boolean;
        /** Whether some clip has every word (the spelling correction's second reason). */
        everyWordFound: boolean;
        /** How many clips have every word. */
        everyWordCount: number;
      }
    | null
    | 'nothing'
  > {
    if (!keyword) return null;
    const terms = await meantTerms(keyword);
    if (terms === null) return 'nothing';
    const meaning = await meaningOf(terms);
    const counted = await search({
      size: 0,
      track_total_hits: exactOrderMaxHits + 1,
      query: { bool: { should: wordQueries(meaning), minimum_should_match: 1 } },
      ...(meaning.partial ? { aggs: { everyWord: { filter: meaning.all } } } : {}),
    });
    const found = totalOf(counted.hits.total);
    const everyWord = (counted.aggregations as { everyWord?: { doc_count: number } } | undefined)?.everyWord
      ?.doc_count;
    // Few clips have the words: misspellings are let in more loosely, as on PostgreSQL.
    const few = found < TYPO_FALLBACK_BELOW_HITS;
    const exact = found <= exactOrderMaxHits;
    return {
      query: keywordQuery(keyword, meaning, few ? TYPO_FEW_HITS_MIN_GRAMS : null),
      allWords: meaning.partial && !exact ? allWordsQuery(meaning) : null,
      exact,
      similarOnly: few,
      everyWordFound: meaning.partial ? (everyWord ?? 0) > 0 : found > 0,
      everyWordCount: meaning.partial ? (everyWord ?? 0) : found,
    };
  }

  const facetAgg = (
    field: string,
    must: Query[],
    filter: Query[],
  ): estypes.AggregationsAggregationContainer => ({
    // Filter context: the facets count matches, they never score them.
    filter: { bool: { filter: [...must, ...filter] } },
    aggs: valuesOf(field),
  });

  /**
   * Each facet counts the keyword's matches under every filter but its own. A facet whose own
   * filter is not set counts the query's matches as they are (one pass for all such facets); the
   * others count under `global`, which leaves the query behind, with their own filters.
   */
  function facetAggregations(must: Query[], params: SearchParams) {
    const all = JSON.stringify(filterClauses(params));
    const direct: Record<string, estypes.AggregationsAggregationContainer> = {};
    const apart: Record<string, estypes.AggregationsAggregationContainer> = {};
    for (const [dimension, field] of Object.entries(FACET_FIELDS) as [Dimension, string][]) {
      const own = filterClauses(params, dimension);
      if (JSON.stringify(own) === all)
        direct[dimension] = { filter: { match_all: {} }, aggs: valuesOf(field) };
      else apart[dimension] = facetAgg(field, must, own);
    }
    return { ...direct, ...(Object.keys(apart).length > 0 ? { facets: { global: {}, aggs: apart } } : {}) };
  }

  const facetList = (aggregations: FacetAggregations | undefined, dimension: Dimension): FacetCount[] =>
    (aggregations?.[dimension] ?? aggregations?.facets?.[dimension])?.values.buckets.map((bucket) => ({
      value: String(bucket.key),
      count: bucket.doc_count,
    })) ?? [];

  /** The first page's worth of clips with every word, when there are that many (null: fewer). */
  async function allWordsPage(allWords: Query, filter: Query[], from: number, size: number) {
    const response = await search({
      from,
      size,
      track_total_hits: from + size,
      _source: false,
      query: { bool: { must: [allWords], filter } },
      sort: BY_SCORE,
    });
    return totalOf(response.hits.total) >= from + size
      ? response.hits.hits.map((hit) => hit._id as string)
      : null;
  }

  /**
   * The keyword part, spelling corrected (as on PostgreSQL) when no clip has the words as typed and
   * a closest spelling does; only when neither finds a word match do similar grams answer.
   */
  async function correctedKeywordPart(keyword: string | undefined) {
    const typed = await keywordPart(keyword);
    if (!keyword || typed === null) return { keyword: typed };
    const nothingFound = typed === 'nothing' || typed.similarOnly;
    if (!nothingFound && typed.everyWordFound) return { keyword: typed };
    const corrected = await correctWords(keyword, spellingCandidates);
    if (corrected === null) return { keyword: typed };
    const better = await keywordPart(corrected);
    const found = better !== 'nothing' && better !== null && !better.similarOnly;
    // Nothing had the words: any word match of the correction will do; some had: all its words.
    return found && (nothingFound || better.everyWordFound)
      ? { keyword: better, corrected }
      : { keyword: typed };
  }

  async function searchOnce(params: SearchParams): Promise<SearchResult> {
    const { keyword, corrected } = await correctedKeywordPart(params.keyword);
    if (keyword === 'nothing') return { ids: [], total: 0, ...(params.facets ? { facets: noFacets() } : {}) };
    const must = keyword ? [keyword.query] : [];
    const filter = filterClauses(params);
    const sort = params.sort ?? (params.keyword ? 'relevance' : 'newest');
    const order: Sort =
      sort !== 'relevance'
        ? sorts[sort]
        : !keyword
          ? NEWEST
          : keyword.exact
            ? [...BY_SCORE, ...NEWEST]
            : BY_SCORE;
    // A page past the result window is empty, as it would be past the last match.
    const from = Math.min((params.page - 1) * params.limit, MAX_RESULT_WINDOW);
    const size = from < MAX_RESULT_WINDOW ? Math.min(params.limit, MAX_RESULT_WINDOW - from) : 0;
    // Clips with every word rank above those with some: when enough of them fill the page, it
    // comes from them alone, and the broad query (every clip with any telling word) only counts.
    // Too many matches to score them all (a long sentence's words are in most of a million clips:
    // 120 ms): a page is ranked among the newest exactOrderMaxHits, as PostgreSQL ranks its window.
    const windowed = sort === 'relevance' && keyword && size > 0 && from + size <= exactOrderMaxHits;
    const everyWordNewest =
      windowed && keyword.allWords && keyword.everyWordCount > exactOrderMaxHits
        ? await newestWindow([keyword.allWords], filter)
        : null;
    const firstTier =
      keyword?.allWords && sort === 'relevance' && size > 0
        ? await allWordsPage(
            keyword.allWords,
            everyWordNewest ? [...filter, everyWordNewest] : filter,
            from,
            size,
          )
        : null;
    const oldest = sort === 'oldest' && size > 0 ? await oldestFirst(must, filter, from + size) : null;
    // The same for the broad query (and every clip with every word, fewer than the page); the
    // matches are then counted apart.
    const newest = windowed && !keyword.exact && !firstTier ? await newestWindow(must, filter) : null;
    const recent =
      newest && keyword?.allWords
        ? { bool: { should: [newest, keyword.allWords], minimum_should_match: 1 } }
        : newest;
    const narrowed = oldest?.before ?? recent;
    // Facets count in filter context, beside the page (which then need not score every match).
    const [response, counted, all] = await Promise.all([
      search({
        from: firstTier || size === 0 ? 0 : from,
        size: firstTier ? 0 : size,
        track_total_hits: recent ? false : TOTAL_HITS_CAP,
        _source: false,
        query: { bool: { must, filter: narrowed ? [...filter, narrowed] : filter } },
        ...(firstTier ? {} : { sort: order }),
      }),
      params.facets
        ? search<unknown, FacetAggregations>({
            size: 0,
            track_total_hits: false,
            query: { bool: { filter: [...must, ...filter] } },
            aggs: facetAggregations(must, params),
          })
        : null,
      recent
        ? search({
            size: 0,
            track_total_hits: TOTAL_HITS_CAP,
            query: { bool: { filter: [...must, ...filter] } },
          })
        : null,
    ]);
    const matched = oldest?.total ?? all?.hits.total ?? response.hits.total;
    return {
      ...(corrected === undefined ? {} : { correctedKeyword: corrected }),
      ...(keyword?.similarOnly && totalOf(matched) > 0 ? { similarSpellingOnly: true } : {}),
      ids: firstTier ?? response.hits.hits.map((hit) => hit._id as string),
      total: totalOf(matched),
      ...(isCapped(matched) ? { totalCapped: true } : {}),
      ...(params.facets
        ? {
            facets: {
              province: facetList(counted?.aggregations, 'place'),
              category: facetList(counted?.aggregations, 'category'),
              vehicleType: facetList(counted?.aggregations, 'vehicleType'),
            },
          }
        : {}),
    };
  }

  /**
   * The newest `exactOrderMaxHits` clips a query finds, as a filter: those uploaded since the last
   * of them (the index is sorted newest first, so finding it stops there). Null when fewer match.
   */
  async function newestWindow(must: Query[], filter: Query[]): Promise<Query | null> {
    const last = await search({
      from: exactOrderMaxHits - 1,
      size: 1,
      _source: false,
      track_total_hits: false,
      query: { bool: { filter: [...must, ...filter] } },
      sort: NEWEST,
    });
    const since = last.hits.hits[0]?.sort?.[0];
    return typeof since === 'number' ? { range: { uploadedAt: { gte: since } } } : null;
  }

  /**
   * Oldest first reads the index against its order (newest first on disk: elasticsearchMapping.ts),
   * and a sort that way visits every match (2 s at a million clips). So the matches' upload span is
   * asked first, and the page is sorted among those uploaded before a bound that holds at least
   * `needed` of them (OLDEST_BOUND_MARGIN times the share they are of all, widened until it does):
   * all older clips are among them, so the page is exact. Null when there are too few to bother.
   */
  async function oldestFirst(must: Query[], filter: Query[], needed: number) {
    const all = { bool: { filter: [...must, ...filter] } };
    const probe = await search<unknown, Record<'first' | 'last', { value: number | null }>>({
      size: 0,
      track_total_hits: TOTAL_HITS_CAP,
      query: all,
      aggs: { first: { min: { field: 'uploadedAt' } }, last: { max: { field: 'uploadedAt' } } },
    });
    const first = probe.aggregations?.first.value;
    const last = probe.aggregations?.last.value;
    const total = totalOf(probe.hits.total);
    if (first == null || last == null || total <= needed) return null;
    for (let share = (needed / total) * OLDEST_BOUND_MARGIN; share < 1; share *= OLDEST_BOUND_MARGIN) {
      const before: Query = { range: { uploadedAt: { lte: Math.ceil(first + (last - first) * share) } } };
      const held = await search({
        size: 0,
        track_total_hits: needed,
        query: { bool: { filter: [...must, ...filter, before] } },
      });
      if (totalOf(held.hits.total) >= needed) return { before, total: probe.hits.total };
    }
    return null;
  }

  /** Indexed terms within two edits of `word`, from the term fields' vocabulary (Lucene's spell checker). */
  async function spellingCandidates(word: string): Promise<string[]> {
    const answer = await search({
      size: 0,
      suggest: Object.fromEntries(
        Object.keys(TERM_FIELDS).map((field) => [
          field,
          {
            text: word,
            term: {
              field,
              suggest_mode: 'always',
              max_edits: 2,
              prefix_length: 0,
              min_word_length: MIN_CORRECTED_CHARS,
              size: SPELLING_CANDIDATES,
              string_distance: 'levenshtein',
            },
          },
        ]),
      ),
    });
    const suggestions =
      (answer as { suggest?: Record<string, { options: { text: string }[] }[]> }).suggest ?? {};
    return [
      ...new Set(
        Object.values(suggestions).flatMap((entries) =>
          entries.flatMap((entry) => entry.options.map((o) => o.text)),
        ),
      ),
    ];
  }

  return {
    search: searchOnce,

    async mapPoints(filters: SearchFilters, max: number): Promise<MapPoints> {
      const keyword = await keywordPart(filters.keyword);
      if (keyword === 'nothing') return { points: [], total: 0 };
      const must = keyword ? [keyword.query] : [];
      // Doc values only (no stored document is read for thousands of pins), newest first by upload
      // time alone (a second key costs a look-up per match), and only the pins in the answer.
      const response = await search(
        {
          size: Math.min(max, MAX_RESULT_WINDOW),
          track_total_hits: max + 1,
          _source: false,
          stored_fields: '_none_',
          docvalue_fields: ['clipId', 'pin', 'priceSatang'],
          query: { bool: { filter: [...must, ...filterClauses(filters)] } },
          sort: [NEWEST[0]],
        },
        { filter_path: 'hits.total,hits.hits.fields' },
      );
      return {
        points: (response.hits?.hits ?? []).flatMap((hit) => {
          const fields = (hit.fields ?? {}) as Record<string, unknown[]>;
          const id = fields.clipId?.[0];
          const pin = pinOf(fields.pin?.[0]);
          const price = fields.priceSatang?.[0];
          return typeof id === 'string' && pin && typeof price === 'number'
            ? [{ id, lat: pin.lat, lng: pin.lon, priceSatang: price as Satang }]
            : [];
        }),
        total: totalOf(response.hits?.total),
      };
    },

    async suggestTitles(typed: string, max: number): Promise<string[]> {
      const terms = queryTerms(typed);
      if (terms === null) return [];
      const response = await search<Pick<ClipSource, 'title'>>({
        size: max,
        _source: ['title'],
        query: {
          bool: {
            should: [
              // A word, or two or three adjacent words, of the title starting with what was typed.
              { match: { 'title.prefix': { query: normalizeThai(typed) } } },
              // The Thai pipeline's reading, the last word always a prefix (the list narrows as one types).
              termsQuery({ ...terms, lastIsPrefix: true }, { titleTerms: 1 }),
            ],
            minimum_should_match: 1,
          },
        },
        // Each title once: the most viewed clip carrying it stands for it.
        collapse: { field: 'title.raw' },
        sort: [{ views: { order: 'desc' } }, ...NEWEST],
      });
      return response.hits.hits.flatMap((hit) => (hit._source === undefined ? [] : [hit._source.title]));
    },
  };
}
