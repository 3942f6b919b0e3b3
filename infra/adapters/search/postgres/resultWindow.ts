/**
 * A PostgreSQL search answers at most this many clips, counted and ranked: the total says "more
 * than" past it and later pages are empty (DESIGN.md §7b; issue 19: "มากกว่า 1,000 คลิป", a
 * narrower filter is the way on). Keeps every count, sort, relevance ranking and facet sample
 * bounded however common the word: each walks at most this many matches.
 */
export const SEARCH_RESULT_WINDOW = 1000;
