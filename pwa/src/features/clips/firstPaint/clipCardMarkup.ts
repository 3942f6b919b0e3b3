/**
 * ClipCard as HTML, for the first paint (src/firstPaint): the same card, drawn from the search's
 * answer before the app's script has arrived, which the app then replaces with its own.
 */
import { CLIP_CARD_COVER_SIZES } from '../../../../../events/coverImages.ts';
import { clipPictureMarkup } from '../../../components/clipPictureMarkup.ts';
import { formatBaht, formatDuration, formatThaiDate } from '../../../lib/format.ts';
import { element, textElement } from '../../../lib/html.ts';
import { categoryLabel } from '../../../lib/labels.ts';
import { clips } from '../../../lib/texts.ts';

/** What a card shows of a clip, read from the API's answer without the app's schema. */
export interface CardClip {
  _id: string;
  title: string;
  category: string;
  price: number;
  thumbnail: string | null;
  thumbnailJpg: string | null;
  duration: number | null;
  dateRecorded: string | null;
  place: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A clip of a search answer as a card needs it, or null when it is not one (it is left out). */
export function readCardClip(value: unknown): CardClip | null {
  if (typeof value !== 'object' || value === null) return null;
  const clip = value as Record<string, unknown>;
  const price = numberOrNull(clip.price);
  if (!text(clip._id) || typeof clip.title !== 'string' || price === null) return null;
  // Only approved clips are listed (spec §2), as the app's search does.
  if (clip.status !== 'approved') return null;
  const location = (
    typeof clip.location === 'object' && clip.location !== null ? clip.location : {}
  ) as Record<string, unknown>;
  return {
    _id: text(clip._id),
    title: clip.title,
    category: text(clip.category),
    price,
    thumbnail: textOrNull(clip.thumbnail),
    thumbnailJpg: textOrNull(clip.thumbnailJpg),
    duration: numberOrNull(clip.duration),
    dateRecorded: textOrNull(clip.dateRecorded),
    place: text(location.province) || text(location.city),
  };
}

export function clipCardMarkup(clip: CardClip, eager: boolean): string {
  const media = element(
    'div',
    { class: 'clip-card__media' },
    (clip.thumbnail
      ? clipPictureMarkup({
          webp: clip.thumbnail,
          jpg: clip.thumbnailJpg,
          alt: '',
          lazy: !eager,
          sizes: CLIP_CARD_COVER_SIZES,
        })
      : textElement('span', { class: 'clip-card__no-thumb' }, clips.noThumbnail)) +
      (clip.duration !== null
        ? textElement('span', { class: 'clip-card__duration' }, formatDuration(clip.duration))
        : ''),
  );
  const body = element(
    'div',
    { class: 'clip-card__body' },
    textElement('h3', { class: 'clip-card__title' }, clip.title) +
      element(
        'p',
        { class: 'clip-card__meta' },
        textElement('span', { class: 'chip' }, categoryLabel(clip.category)) +
          (clip.place ? textElement('span', {}, clip.place) : ''),
      ) +
      element(
        'p',
        { class: 'clip-card__footer' },
        textElement('span', { class: 'price' }, formatBaht(clip.price)) +
          (clip.dateRecorded
            ? textElement('span', { class: 'muted' }, formatThaiDate(clip.dateRecorded, 'short'))
            : ''),
      ),
  );
  return element('a', { class: 'clip-card', href: `/video/${encodeURIComponent(clip._id)}` }, media + body);
}
