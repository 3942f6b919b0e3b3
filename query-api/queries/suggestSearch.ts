import { SUGGESTED_TITLES_MAX, SUGGESTIONS_MAX, SUGGEST_MIN_CHARS } from '../../events/constants.ts';
import { searchLocations } from '../../infra/locations/searchLocations.ts';
import type { ThaiLocations } from '../../infra/locations/thaiLocations.ts';
import { normalizeThai } from '../../infra/search/thaiText/normalizeThai.ts';
import type { SearchIndex } from '../../infra/search/searchIndex.ts';

export type Suggestion = { kind: 'title'; text: string } | { kind: 'place'; text: string; province?: string };

/**
 * Typeahead under the keyword box: titles of clips on sale with a word starting with what was
 * typed, then provinces and districts by name (the location search of spec §3), at most
 * SUGGESTIONS_MAX in all.
 */
export async function suggestSearch(
  index: SearchIndex,
  locations: ThaiLocations,
  typed: string,
): Promise<Suggestion[]> {
  const text = normalizeThai(typed).trim();
  if ([...text.replace(/\s/g, '')].length < SUGGEST_MIN_CHARS) return [];
  const titles = await index.suggestTitles(text, SUGGESTED_TITLES_MAX);
  const places = searchLocations(locations, text).map((item): Suggestion =>
    item.type === 'province'
      ? { kind: 'place', text: item.name_th }
      : { kind: 'place', text: item.name_th, province: item.province_name_th },
  );
  return [...titles.map((title): Suggestion => ({ kind: 'title', text: title })), ...places].slice(
    0,
    SUGGESTIONS_MAX,
  );
}
