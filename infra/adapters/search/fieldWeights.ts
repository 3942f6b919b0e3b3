/**
 * How much a query word found in each part of a clip counts for its rank, the same on every
 * adapter (issue 19: PGlite, the PostgreSQL server and the search engine return the same first
 * clips): a word in the title says most about what the clip shows, one in the description or tags
 * less, a place name least. Within a tier and its coverage (queryCoverage.ts) a clip's field score
 * is the sum, over the query's units, of the weights of the fields the unit is found in; ties go to
 * the newest clip.
 */
export const FIELD_WEIGHTS = { title: 3, body: 2, place: 1 } as const;

export type ClipField = keyof typeof FIELD_WEIGHTS;

export const CLIP_FIELDS = Object.keys(FIELD_WEIGHTS) as ClipField[];
