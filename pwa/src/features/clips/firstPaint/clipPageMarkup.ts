/**
 * The top of a clip's page (ClipDetail.tsx) as HTML, for the first paint (src/firstPaint): the
 * cover, the preview frames, the status, title and description, drawn from the clip's answer
 * before the app's script has arrived. The rest (facts, seller, the buy panel) comes with the app.
 */
import { CLIP_PAGE_COVER_SIZES } from '../../../../../events/coverImages.ts';
import { clipPictureMarkup } from '../../../components/clipPictureMarkup.ts';
import { element, textElement } from '../../../lib/html.ts';
import { statusLabel } from '../../../lib/labels.ts';
import { common } from '../../../lib/texts.ts';
import { clipPageTop as clipDetail } from '../clipsTexts.ts';

export interface PageClip {
  title: string;
  status: string;
  description: string;
  thumbnail: string | null;
  thumbnailJpg: string | null;
  previews: { webp: string; jpg: string | null }[];
}

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];

/** The clip of a `GET /api/videos/{id}` answer as the top of its page needs it, or null. */
export function readPageClip(json: unknown): PageClip | null {
  const clip = (json as { data?: unknown } | null)?.data as Record<string, unknown> | undefined;
  if (!clip || typeof clip.title !== 'string' || typeof clip.status !== 'string') return null;
  const jpgs = texts(clip.thumbnailPreviewsJpg);
  return {
    title: clip.title,
    status: clip.status,
    description: typeof clip.description === 'string' ? clip.description : '',
    thumbnail: typeof clip.thumbnail === 'string' && clip.thumbnail !== '' ? clip.thumbnail : null,
    thumbnailJpg:
      typeof clip.thumbnailJpg === 'string' && clip.thumbnailJpg !== '' ? clip.thumbnailJpg : null,
    previews: texts(clip.thumbnailPreviews).map((webp, index) => ({ webp, jpg: jpgs[index] ?? null })),
  };
}

export function clipPageMarkup(clip: PageClip): string {
  const media = element(
    'div',
    { class: 'clip-detail__media' },
    clip.thumbnail
      ? clipPictureMarkup({
          webp: clip.thumbnail,
          jpg: clip.thumbnailJpg,
          alt: clipDetail.coverAlt(clip.title),
          lazy: false,
          sizes: CLIP_PAGE_COVER_SIZES,
        })
      : textElement('span', { class: 'clip-card__no-thumb' }, clipDetail.previews),
  );
  const previews =
    clip.previews.length > 0
      ? element(
          'ul',
          { class: 'previews', 'aria-label': clipDetail.previews },
          clip.previews
            .map((preview, index) =>
              element(
                'li',
                {},
                clipPictureMarkup({ ...preview, alt: clipDetail.previewAlt(index + 1), lazy: true }),
              ),
            )
            .join(''),
        )
      : '';
  const header = element(
    'header',
    {},
    textElement('p', { class: `status status--${clip.status}` }, statusLabel(clip.status)) +
      textElement('h1', { class: 'clip-detail__title' }, clip.title),
  );
  const description =
    textElement('h2', {}, clipDetail.description) +
    textElement('p', { class: 'clip-detail__description' }, clip.description);
  return element(
    'article',
    { class: 'page clip-detail' },
    textElement('a', { href: '/dashboard', class: 'back-link' }, `← ${common.backToDashboard}`) +
      element(
        'div',
        { class: 'clip-detail__layout' },
        element('div', { class: 'clip-detail__main' }, media + previews + header + description),
      ),
  );
}
