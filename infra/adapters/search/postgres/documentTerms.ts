import { indexTerms, toTsVectorLiteral } from '../thaiTokenization/indexTerms.ts';
import { normalizeThai } from '../thaiTokenization/normalizeThai.ts';
import type { SearchDocument } from '../../../../projector/ports/searchIndexWriter.ts';

export interface DocumentTerms {
  /** tsvector literals by weight: title A, description and tags B, place names C. */
  title: string;
  body: string;
  place: string;
  /**
   * Title, tags and place names normalised into one line, for the similar-spelling fallback; not
   * the description, whose many trigrams resemble any word (the engine's misspelling grams leave
   * it out too: elasticsearchMapping.ts, TYPO_FIELDS).
   */
  text: string;
}

/** The words a clip is found by (DESIGN.md §7b), as PostgreSQL tsvector literals. */
export function documentTerms(
  clip: Pick<SearchDocument, 'title' | 'description' | 'tags' | 'location'>,
): DocumentTerms {
  const { province, district, subDistrict, address } = clip.location;
  const places = [address, subDistrict, district, province];
  return {
    title: toTsVectorLiteral(indexTerms(clip.title), 'A'),
    body: toTsVectorLiteral([...indexTerms(clip.description), ...clip.tags.flatMap(indexTerms)], 'B'),
    place: toTsVectorLiteral(places.flatMap(indexTerms), 'C'),
    text: normalizeThai([clip.title, ...clip.tags, ...places].join(' ')),
  };
}
