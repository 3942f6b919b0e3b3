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
import { videoPreview as previewTexts } from '../../../components/videoPreviewTexts.ts';

export interface PageClip {
  title: string;
  status: string;
  description: string;
  thumbnail: string | null;
  thumbnailJpg: string | null;
  previews: { webp: string; jpg: string | null }[];
  /** The watermarked preview as the app shows it (components/VideoPreview.tsx): ready with its URL, being made, failed. */
  preview: { status: string; url: string | null; progress: number | null; failureReason: string | null };
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
    preview: readPreview(clip.preview),
  };
}

function readPreview(value: unknown): PageClip['preview'] {
  const preview = (value ?? {}) as Record<string, unknown>;
  return {
    status: typeof preview.status === 'string' ? preview.status : 'none',
    url: typeof preview.url === 'string' && preview.url.startsWith('/') ? preview.url : null,
    progress: typeof preview.progress === 'number' ? preview.progress : null,
    failureReason: typeof preview.failureReason === 'string' ? preview.failureReason : null,
  };
}

/** The preview's notices under the media, as VideoPreview draws them. */
function previewNotice(preview: PageClip['preview']): string {
  if (preview.status === 'making') {
    const percent =
      preview.progress === null ? null : Math.round(Math.min(Math.max(preview.progress, 0), 100));
    return element(
      'div',
      { class: 'video-preview__notice', role: 'status' },
      textElement('p', {}, percent === null ? previewTexts.making : previewTexts.makingProgress(percent)) +
        (percent === null
          ? ''
          : element(
              'progress',
              {
                class: 'video-preview__progress',
                max: '100',
                value: String(percent),
                'aria-label': previewTexts.progressLabel,
              },
              '',
            )) +
        textElement('p', { class: 'muted small' }, previewTexts.makingHint),
    );
  }
  if (preview.status === 'failed')
    return element(
      'div',
      { class: 'video-preview__notice' },
      textElement('p', {}, previewTexts.none) +
        (preview.failureReason
          ? textElement(
              'p',
              { class: 'video-preview__reason', role: 'note' },
              previewTexts.failedReason(preview.failureReason),
            )
          : ''),
    );
  return '';
}

export function clipPageMarkup(clip: PageClip): string {
  const ready = clip.preview.status === 'ready' && clip.preview.url !== null;
  const player = ready
    ? element(
        'video',
        {
          class: 'video-preview__player',
          src: clip.preview.url!,
          ...(clip.thumbnail ? { poster: clip.thumbnail } : {}),
          muted: '',
          playsinline: '',
          controls: '',
          preload: 'metadata',
          'aria-label': previewTexts.playerLabel(clip.title),
        },
        '',
      )
    : null;
  const inner = element(
    'div',
    { class: 'clip-detail__media' },
    player ??
      (clip.thumbnail
        ? clipPictureMarkup({
            webp: clip.thumbnail,
            jpg: clip.thumbnailJpg,
            alt: clipDetail.coverAlt(clip.title),
            lazy: false,
            sizes: CLIP_PAGE_COVER_SIZES,
          })
        : textElement('span', { class: 'clip-card__no-thumb' }, clipDetail.previews)),
  );
  const media = element(
    'figure',
    { class: 'video-preview' },
    inner +
      (ready ? textElement('figcaption', { class: 'video-preview__caption' }, previewTexts.caption) : '') +
      previewNotice(clip.preview),
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
