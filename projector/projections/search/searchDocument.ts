import type { ClipUploaded } from '../../../events/clip/clipEvents.ts';
import { indexTerms, toTsVectorLiteral } from '../../../infra/search/thaiText/indexTerms.ts';
import { normalizeThai } from '../../../infra/search/thaiText/normalizeThai.ts';

/** The searchable part of a clip, as uploaded and then edited. */
export type ClipText = Pick<
  ClipUploaded['data'],
  | 'title'
  | 'description'
  | 'category'
  | 'vehicleType'
  | 'priceSatang'
  | 'tags'
  | 'incidentDate'
  | 'incidentTime'
  | 'location'
  | 'uploadedAt'
>;

export interface SearchDocument {
  /** tsvector literals by weight: title A, description and tags B, place names C. */
  title: string;
  body: string;
  place: string;
  /** Everything normalised into one line, for the trigram fallback. */
  text: string;
}

export function searchDocument(clip: ClipText): SearchDocument {
  const { province, district, subDistrict, address } = clip.location;
  const places = [address, subDistrict, district, province];
  return {
    title: toTsVectorLiteral(indexTerms(clip.title), 'A'),
    body: toTsVectorLiteral([...indexTerms(clip.description), ...clip.tags.flatMap(indexTerms)], 'B'),
    place: toTsVectorLiteral(places.flatMap(indexTerms), 'C'),
    text: normalizeThai([clip.title, clip.description, ...clip.tags, ...places].join(' ')),
  };
}
