import { SATANG_PER_BAHT } from '../../events/constants.ts';
import type { SqlExecutor } from '../../infra/postgres/sqlClient.ts';
import { normalizeThai } from '../../infra/search/thaiText/normalizeThai.ts';
import { queryTerms, type QueryTerms } from '../../infra/search/thaiText/queryTerms.ts';
import { toTsQuery } from '../../infra/search/thaiText/toTsQuery.ts';
import type { SearchIndex, SearchParams, SearchResult, SearchSort } from './searchIndex.ts';

/** ts_rank_cd weights (constants, written into the SQL so the count query binds only what it uses), in PostgreSQL's {D, C, B, A} order: title, then description and tags, then place. */
export const RANK_WEIGHTS = [0.05, 0.2, 0.4, 1.0];
/**
 * Trigram fallback (typos that no token matches): word_similarity of the query to the clip's
 * normalised text. Tuned on tests/search (npm run eval:search).
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

async function meantTerms(db: SqlExecutor, clipSearch: string, keyword: string): Promise<QueryTerms | null> {
  const terms = queryTerms(keyword);
  if (terms === null || !terms.lastIsPrefix || terms.groups.length !== 1) return terms;
  const typed = (terms.groups[0] as string[])[0] as string;
  if ([...typed].length > MAX_WHOLE_WORD_CHARS) return terms;
  const whole = { ...terms, lastIsPrefix: false };
  const { rows } = await db.query(`select 1 from ${clipSearch} where document @@ $1::tsquery limit 1`, [
    toTsQuery(whole),
  ]);
  return rows.length > 0 ? whole : terms;
}

const orderBy: Record<Exclude<SearchSort, 'relevance'>, string> = {
  newest: 's.uploaded_at desc, s.clip_id',
  oldest: 's.uploaded_at asc, s.clip_id',
  price_low: 's.price_satang asc, s.uploaded_at desc, s.clip_id',
  price_high: 's.price_satang desc, s.uploaded_at desc, s.clip_id',
  views: 'coalesce(c.views, 0) desc, s.uploaded_at desc, s.clip_id',
};

/**
 * The PostgreSQL adapter (DESIGN.md §7b): token hits (`@@` on the weighted tsvector) ranked by
 * ts_rank_cd, then trigram-only hits, always below every token hit. `catalogClips` is read for the
 * views sort only, which the catalog projection counts.
 */
export function postgresSearchIndex(
  db: SqlExecutor,
  {
    tables = { clipSearch: 'clip_search', catalogClips: 'catalog_clips' },
    trigramThreshold = TRIGRAM_THRESHOLD,
  } = {},
): SearchIndex {
  return {
    async search(params: SearchParams): Promise<SearchResult> {
      const where: string[] = [];
      const values: unknown[] = [];
      const bind = (value: unknown) => {
        values.push(value);
        return `$${values.length}`;
      };
      if (params.province) where.push(`s.province = ${bind(params.province)}`);
      if (params.district) where.push(`s.district = ${bind(params.district)}`);
      if (params.category) where.push(`s.category = ${bind(params.category)}`);
      if (params.vehicleType) where.push(`s.vehicle_type = ${bind(params.vehicleType)}`);
      if (params.minPrice !== undefined)
        where.push(`s.price_satang >= ${bind(params.minPrice * SATANG_PER_BAHT)}`);
      if (params.maxPrice !== undefined)
        where.push(`s.price_satang <= ${bind(params.maxPrice * SATANG_PER_BAHT)}`);
      if (params.dateFrom) where.push(`s.incident_date >= ${bind(params.dateFrom)}::date`);
      if (params.dateTo) where.push(`s.incident_date <= ${bind(params.dateTo)}::date`);

      const terms = params.keyword ? await meantTerms(db, tables.clipSearch, params.keyword) : null;
      // A keyword with nothing searchable in it (only punctuation) finds nothing rather than everything.
      if (params.keyword && terms === null) return { ids: [], total: 0 };
      let tier = '0';
      let score = '0';
      if (terms !== null) {
        const tsquery = `${bind(toTsQuery(terms))}::tsquery`;
        const tokenHit = `s.document @@ ${tsquery}`;
        const rank = `ts_rank_cd('{${RANK_WEIGHTS.join(',')}}'::float4[], s.document, ${tsquery})`;
        const typed = normalizeThai(params.keyword ?? '');
        if ([...typed.replace(/\s/g, '')].length >= MIN_TRIGRAM_QUERY_CHARS) {
          const text = bind(typed);
          const similar = `word_similarity(${text}, s.search_text)`;
          where.push(`(${tokenHit} or ${similar} >= ${bind(trigramThreshold)})`);
          tier = `case when ${tokenHit} then 1 else 0 end`;
          score = `case when ${tokenHit} then ${rank} else ${similar} end`;
        } else {
          where.push(tokenHit);
          tier = '1';
          score = rank;
        }
      }
      const sort = params.sort ?? (terms !== null ? 'relevance' : 'newest');
      const order = sort === 'relevance' ? `tier desc, score desc, ${orderBy.newest}` : orderBy[sort];
      const join = sort === 'views' ? `left join ${tables.catalogClips} c on c.clip_id = s.clip_id` : '';
      const whereSql = where.length === 0 ? 'true' : where.join(' and ');
      const count = await db.query<{ total: string }>(
        `select count(*)::text as total from ${tables.clipSearch} s where ${whereSql}`,
        values,
      );
      const limit = bind(params.limit);
      const offset = bind((params.page - 1) * params.limit);
      const { rows } = await db.query<{ clip_id: string }>(
        `select s.clip_id, ${tier} as tier, ${score} as score from ${tables.clipSearch} s ${join}
         where ${whereSql} order by ${order} limit ${limit} offset ${offset}`,
        values,
      );
      return { ids: rows.map((row) => row.clip_id), total: Number(count.rows[0]?.total ?? 0) };
    },
  };
}
