import type { estypes } from '@elastic/elasticsearch';
import type { Satang } from '../../../../events/money.ts';

/** The plugin with the ICU tokenizer: `bin/elasticsearch-plugin install analysis-icu`. */
export const ICU_PLUGIN = 'analysis-icu';

/**
 * How an index reads Thai text (stored in its mapping's `_meta`, so queries follow the index):
 * - `icu`: the engine's ICU tokenizer and variant synonyms beside the Thai pipeline's terms;
 * - `pipeline`: only the Thai pipeline's own terms (segmentation, loanwords, variants computed in
 *   TypeScript, as the PostgreSQL adapter reads them), for nodes without analysis-icu (OpenSearch
 *   from Maven Central); the engine's built-in `thai` tokenizer serves only title suggestions.
 */
export type ThaiAnalysis = 'icu' | 'pipeline';

/**
 * How often the engine makes new writes searchable by itself: only a safety net. The projector
 * asks for a refresh when it needs its writes visible (refreshOnDemand), so freshness does not
 * wait for this tick (bench:pipeline). Set explicitly so that a shard nobody searched for a while
 * does not go "search idle" and stop refreshing.
 */
export const REFRESH_INTERVAL = '1s';

/**
 * The least time between two refreshes the projector asks for: a busy projector makes a few
 * segments a second, not one per batch (each refresh writes a segment that merges must fold).
 */
export const REFRESH_MIN_GAP_MS = 50;

/** Longest prefix the title's edge n-grams hold; a longer typed prefix is cut to it. */
export const MAX_PREFIX_GRAM = 20;

/**
 * The text fields and their query-time weights (DESIGN.md §7b: title above description and tags
 * above place names; index-time boosts no longer exist in Elasticsearch).
 */
export const TEXT_FIELDS = { title: 3, description: 2, tags: 2, places: 1 } as const;

/**
 * The fields a misspelling is looked for in: the short ones. A description's grams come from the
 * whole text, so most grams of any word turn up somewhere in a long one (ฟุตบอล in a description
 * that says ฟุตบาท and ลูกค้า): PostgreSQL's word similarity has no such weakness. Only these
 * fields keep 2–3 character grams (the description's would cost the most to index).
 */
export const TYPO_FIELDS: readonly (keyof typeof TEXT_FIELDS)[] = ['title', 'tags', 'places'];

/**
 * The Thai pipeline's own terms (infra/adapters/search/thaiTokenization/indexTerms: tokens, adjacent pairs and the
 * words straddling a compound's boundary, loanwords kept whole), space-separated: the exact-word
 * part of a query matches them with the same rules as the PostgreSQL adapter's tsquery, so both
 * adapters agree on what a keyword finds (ไฟแดง finds ติดไฟแดง, ชน never finds ประชาชน).
 */
export const TERM_FIELDS = { titleTerms: 3, bodyTerms: 2, placeTerms: 1 } as const;

const code = (codePoint: number) => String.fromCodePoint(codePoint);

/**
 * Char filters doing what normalizeThai does before segmentation: NFC (not NFKC, which breaks ำ),
 * invisible characters out, Thai digits as 0-9, เเ → แ, ํา → ำ (also with a tone mark typed in
 * between or after), and a space between Thai and Latin letters or digits (พระราม2, civicชน).
 * Java regular expressions: `\uXXXX` escapes are read by the pattern compiler.
 */
const THAI_CHAR_FILTERS: Record<string, estypes.AnalysisCharFilter> = {
  thai_nfc: { type: 'icu_normalizer', name: 'nfc', mode: 'compose' },
  thai_invisible: {
    type: 'pattern_replace',
    pattern: '[\\u200B-\\u200D\\u2060\\uFEFF\\u00AD]',
    replacement: '',
  },
  thai_digits: {
    type: 'mapping',
    mappings: Array.from({ length: 10 }, (_, digit) => `${code(0x0e50 + digit)}=>${digit}`),
  },
  thai_double_sara_e: { type: 'mapping', mappings: [`${code(0x0e40)}${code(0x0e40)}=>${code(0x0e41)}`] },
  thai_split_sara_am: {
    type: 'pattern_replace',
    pattern: '\\u0E4D([\\u0E48-\\u0E4B]?)\\u0E32',
    replacement: `$1${code(0x0e33)}`,
  },
  thai_tone_after_sara_am: {
    type: 'pattern_replace',
    pattern: '\\u0E33([\\u0E48-\\u0E4B])',
    replacement: `$1${code(0x0e33)}`,
  },
  thai_then_latin: {
    type: 'pattern_replace',
    pattern: '([\\u0E01-\\u0E4E])(?=[A-Za-z0-9])',
    replacement: '$1 ',
  },
  latin_then_thai: {
    type: 'pattern_replace',
    pattern: '([A-Za-z0-9])(?=[\\u0E01-\\u0E4E])',
    replacement: '$1 ',
  },
  no_spaces: { type: 'pattern_replace', pattern: '\\s+', replacement: '' },
};

const THAI_CLEANUP = [
  'thai_nfc',
  'thai_invisible',
  'thai_digits',
  'thai_double_sara_e',
  'thai_split_sara_am',
  'thai_tone_after_sara_am',
  'thai_then_latin',
  'latin_then_thai',
];

/**
 * Index settings (DESIGN.md §7b). Words are matched on the Thai pipeline's terms (TERM_FIELDS), as
 * on PostgreSQL; the engine's own analysis serves what the terms do not: title typeahead, a
 * shingle + edge n-gram analyzer over the analysis-icu plugin's `icu_tokenizer` (the built-in
 * `thai` tokenizer cuts loanwords such as มอเตอร์ไซค์), lowercase only (no `icu_folding`, which
 * strips tone marks), and misspellings, a 2–3 character n-gram analyzer.
 */
export function elasticsearchSettings(analysis: ThaiAnalysis = 'icu'): estypes.IndicesIndexSettings {
  const tokenizer = analysis === 'icu' ? 'icu_tokenizer' : 'thai';
  // Without the plugin there is no icu_normalizer: the text is NFC already (normalizeThai at query
  // time; Thai has no canonical compositions to make at index time).
  const cleanup = analysis === 'icu' ? THAI_CLEANUP : THAI_CLEANUP.filter((name) => name !== 'thai_nfc');
  const charFilters = Object.fromEntries(
    Object.entries(THAI_CHAR_FILTERS).filter(([name]) => analysis === 'icu' || name !== 'thai_nfc'),
  );
  return {
    number_of_shards: 1,
    refresh_interval: REFRESH_INTERVAL,
    // Newest first on disk: clips arrive oldest first (the event log's order), and a newest-first
    // sort over an index kept in arrival order finds each next clip more competitive than the last
    // and cannot stop early (130 ms at a million clips, against 5 ms for oldest first).
    sort: { field: ['uploadedAt', 'clipId'], order: ['desc', 'asc'] },
    max_ngram_diff: 1,
    analysis: {
      char_filter: charFilters,
      filter: {
        thai_shingle: {
          type: 'shingle',
          min_shingle_size: 2,
          max_shingle_size: 3,
          output_unigrams: true,
          token_separator: '',
        },
        thai_edge: { type: 'edge_ngram', min_gram: 1, max_gram: MAX_PREFIX_GRAM },
        thai_prefix_cut: { type: 'truncate', length: MAX_PREFIX_GRAM },
      },
      tokenizer: {
        thai_ngram: { type: 'ngram', min_gram: 2, max_gram: 3, token_chars: [] },
      },
      analyzer: {
        thai_prefix_index: {
          type: 'custom',
          char_filter: cleanup,
          tokenizer,
          filter: ['lowercase', 'thai_shingle', 'thai_edge'],
        },
        // What was typed, spaces taken out, as one prefix: it matches the edge n-grams of a word or
        // of two or three adjacent words joined (the index's shingles have no separator either).
        thai_prefix_search: {
          type: 'custom',
          char_filter: [...cleanup, 'no_spaces'],
          tokenizer: 'keyword',
          filter: ['lowercase', 'thai_prefix_cut'],
        },
        thai_ngram: {
          type: 'custom',
          char_filter: [...cleanup, 'no_spaces'],
          tokenizer: 'thai_ngram',
          filter: ['lowercase'],
        },
        // The Thai pipeline's terms are already normalised and segmented in TypeScript.
        thai_terms: { type: 'custom', tokenizer: 'whitespace', filter: [] },
      },
    },
  };
}

/**
 * A Thai text field as written, kept for reading back (views re-index the stored document), itself
 * not searched (the terms fields are): only its 2–3 character grams where misspellings are looked
 * for, and what `extra` adds. Not indexing the text whole saves a third of the engine's indexing.
 */
const thaiText = (
  field: keyof typeof TEXT_FIELDS,
  extra: Record<string, estypes.MappingProperty> = {},
): estypes.MappingProperty => ({
  type: 'text',
  index: false,
  fields: {
    ...(TYPO_FIELDS.includes(field) ? { ngram: { type: 'text', analyzer: 'thai_ngram' } } : {}),
    ...extra,
  },
});

const terms: estypes.MappingProperty = { type: 'text', analyzer: 'thai_terms' };

/** One document per approved clip; `_version` is the clip stream's position (external versioning). */
export function elasticsearchMappings(analysis: ThaiAnalysis = 'icu'): estypes.MappingTypeMapping {
  return {
    dynamic: 'strict',
    _meta: { analysis },
    properties: {
      clipId: { type: 'keyword' },
      sellerId: { type: 'keyword' },
      title: thaiText('title', {
        prefix: { type: 'text', analyzer: 'thai_prefix_index', search_analyzer: 'thai_prefix_search' },
        raw: { type: 'keyword', ignore_above: 2048 },
      }),
      description: thaiText('description'),
      tags: thaiText('tags'),
      /** Address, sub-district, district and province names. */
      places: thaiText('places'),
      titleTerms: terms,
      bodyTerms: terms,
      placeTerms: terms,
      category: { type: 'keyword' },
      vehicleType: { type: 'keyword' },
      province: { type: 'keyword' },
      district: { type: 'keyword' },
      pin: { type: 'geo_point' },
      priceSatang: { type: 'integer' },
      views: { type: 'integer' },
      incidentDate: { type: 'date', format: 'yyyy-MM-dd' },
      incidentMinute: { type: 'integer' },
      uploadedAt: { type: 'date' },
      approvedAt: { type: 'date' },
    },
  };
}

/** The stored form of a clip (what `put` indexes and `setViews` re-indexes). */
export interface ClipSource {
  clipId: string;
  sellerId: string;
  title: string;
  description: string;
  tags: string[];
  places: string[];
  titleTerms: string;
  bodyTerms: string;
  placeTerms: string;
  category: string;
  vehicleType: string;
  province: string;
  district: string;
  pin: { lat: number; lon: number };
  priceSatang: Satang;
  views: number;
  incidentDate: string;
  incidentMinute: number;
  uploadedAt: string;
  approvedAt: string | null;
}
