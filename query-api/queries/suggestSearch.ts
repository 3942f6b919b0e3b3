import { SUGGEST_MIN_CHARS } from '../../events/constants.ts';
import { SUGGESTED_TITLES_MAX, SUGGESTIONS_MAX } from '../constants.ts';
import { placeKey } from '../../infra/adapters/locations/placeName.ts';
import { provinceAliases } from '../../infra/adapters/locations/provinceCentres.ts';
import { searchLocations } from '../../infra/adapters/locations/searchLocations.ts';
import type { ThaiLocations } from '../../infra/adapters/locations/thaiLocations.ts';
import { normalizeThai } from '../../infra/adapters/search/thaiTokenization/normalizeThai.ts';
import type { SearchIndex } from '../ports/searchIndex.ts';

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
  const typedKey = placeKey(text);
  // The location search lists a district's province above it; a suggestion names only what matches.
  const matching = searchLocations(locations, text).filter(
    (item) =>
      item.type === 'district' ||
      [item.name_th, item.name_en, ...(provinceAliases[item.id] ?? [])].some((name) =>
        placeKey(name).includes(typedKey),
      ),
  );
  const places = matching.map((item): Suggestion =>
    item.type === 'province'
      ? { kind: 'place', text: item.name_th }
      : { kind: 'place', text: item.name_th, province: item.province_name_th },
  );
  return [...titles.map((title): Suggestion => ({ kind: 'title', text: title })), ...places].slice(
    0,
    SUGGESTIONS_MAX,
  );
}
