import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CLIP_PAGE_COVER_SIZES } from '../../../../../events/coverImages.ts';
import { ClipPicture } from '../../../components/ClipPicture.tsx';
import { VideoPreview } from '../../../components/VideoPreview.tsx';
import { PUBLIC_PREVIEW_STATUSES, withMediaToken } from '../../../lib/videoPreview.ts';
import {
  formatBaht,
  formatDuration,
  formatFileSize,
  formatThaiDate,
  formatTime,
} from '../../../lib/format.ts';
import { categoryLabel, statusLabel, vehicleTypeLabel } from '../../../lib/labels.ts';
import { clipDetail } from '../clipsTexts.ts';
import { common, complaintWords } from '../../../lib/texts.ts';
import { videoQueryOptions } from '../api/getVideo.ts';
import { previewTokenQueryOptions } from '../api/getPreviewToken.ts';
import { useRecordView } from '../api/recordView.ts';
import type { Video, VideoDetail } from '../api/videoSchema.ts';
import { BuyPanel } from './BuyPanel.tsx';
import { Fingerprint } from './Fingerprint.tsx';
import { RelatedClips } from './RelatedClips.tsx';
import { SellerBlock } from './SellerBlock.tsx';
import './clips.css';

function placeOf(video: Video): string {
  const location = video.location;
  if (!location) return '';
  return [location.address, location.subDistrict, location.district, location.city, location.province]
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(' ');
}

/**
 * Where the preview plays from: its own URL for a clip on sale; for one not yet approved (only its
 * seller and admins are sent it) that URL with a media token, null until the token is there.
 */
function usePreviewSrc(video: VideoDetail): string | null {
  const needsToken = video.preview.status === 'ready' && !PUBLIC_PREVIEW_STATUSES.includes(video.status);
  const token = useQuery({ ...previewTokenQueryOptions(video._id), enabled: needsToken });
  if (!needsToken || video.preview.url === null) return video.preview.url;
  return token.data ? withMediaToken(video.preview.url, token.data.url) : null;
}

/** Approved clips are on sale; "sold" (shown to the seller and admins) is approved with a sale. */
const ON_SALE = new Set(['approved', 'sold']);

/**
 * /video/{id}: every field of spec §2 with covers and preview frames, and the watermarked preview
 * video when it is ready (issue 21) — never the original itself.
 * The seller and admins also reach a clip that is not on sale, with its status and rejection reason.
 */
export function ClipDetail({ id }: { id: string }) {
  const { data: video } = useSuspenseQuery(videoQueryOptions(id));
  const onSale = ON_SALE.has(video.status);
  // Only clips on sale count views; the seller looking at a pending one is not a view.
  useRecordView(id, onSale);
  const place = placeOf(video);
  const previewSrc = usePreviewSrc(video);
  const incident = [
    video.dateRecorded ? formatThaiDate(video.dateRecorded) : '',
    video.timeRecorded ? `${formatTime(video.timeRecorded)} ${clipDetail.timeSuffix}` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <article className="page clip-detail">
      <Link to="/dashboard" className="back-link">
        ← {common.backToDashboard}
      </Link>

      <div className="clip-detail__layout">
        <div className="clip-detail__main">
          <VideoPreview
            preview={video.preview}
            src={previewSrc}
            poster={video.thumbnail}
            title={video.title}
            mediaClassName="clip-detail__media"
            still={
              video.thumbnail ? (
                <ClipPicture
                  webp={video.thumbnail}
                  jpg={video.thumbnailJpg}
                  alt={clipDetail.coverAlt(video.title)}
                  lazy={false}
                  sizes={CLIP_PAGE_COVER_SIZES}
                />
              ) : (
                <span className="clip-card__no-thumb">{clipDetail.previews}</span>
              )
            }
          />
          {video.thumbnailPreviews.length > 0 && (
            <ul className="previews" aria-label={clipDetail.previews}>
              {video.thumbnailPreviews.map((url, index) => (
                <li key={url}>
                  <ClipPicture
                    webp={url}
                    jpg={video.thumbnailPreviewsJpg?.[index]}
                    alt={clipDetail.previewAlt(index + 1)}
                  />
                </li>
              ))}
            </ul>
          )}

          <header>
            <p className={`status status--${video.status}`}>{statusLabel(video.status)}</p>
            <h1 className="clip-detail__title">{video.title}</h1>
          </header>

          {video.rejectionReason && video.status === 'rejected' && (
            <p className="rejection" role="note">
              {clipDetail.rejectionReason}: {video.rejectionReason}
            </p>
          )}

          {video.answersRequest && (
            <p className="clip-detail__answers" role="note">
              {clipDetail.answersRequest}{' '}
              <Link to="/requests/$requestId" params={{ requestId: video.answersRequest.requestId }}>
                {video.answersRequest.title || clipDetail.untitledRequest}
              </Link>
            </p>
          )}

          <h2>{clipDetail.description}</h2>
          <p className="clip-detail__description">{video.description}</p>

          <dl className="facts">
            <Fact label={clipDetail.category} value={categoryLabel(video.category)} />
            <Fact label={clipDetail.vehicleType} value={vehicleTypeLabel(video.vehicleType)} />
            {incident && <Fact label={clipDetail.incidentDate} value={incident} />}
            {place && <Fact label={clipDetail.location} value={place} />}
            {video.duration !== null && (
              <Fact label={clipDetail.duration} value={formatDuration(video.duration)} />
            )}
            {video.fileSize !== null && (
              <Fact label={clipDetail.fileSize} value={formatFileSize(video.fileSize)} />
            )}
            <Fact label={clipDetail.views} value={video.views.toLocaleString('th-TH')} />
            <Fact
              label={clipDetail.sales}
              value={`${video.salesCount.toLocaleString('th-TH')} ${clipDetail.salesUnit}`}
            />
            <Fact label={clipDetail.status} value={statusLabel(video.status)} />
          </dl>

          {video.tags.length > 0 && (
            <>
              <h2>{clipDetail.tags}</h2>
              <ul className="tags">
                {video.tags.map((tag) => (
                  <li key={tag} className="chip">
                    #{tag}
                  </li>
                ))}
              </ul>
            </>
          )}

          {video.sha256 && <Fingerprint sha256={video.sha256} />}

          <SellerBlock seller={video.seller} />

          <p className="clip-detail__report">
            <Link
              to="/profile"
              search={{ tab: 'complaints', clipId: id, report: true }}
              className="button button--ghost"
            >
              {complaintWords.report}
            </Link>
            <Link to="/takedown" search={{ clip: id }} className="button button--ghost">
              {clipDetail.askTakedown}
            </Link>
          </p>
        </div>

        {onSale ? (
          <BuyPanel video={video} />
        ) : (
          <aside className="buy-panel" aria-label={clipDetail.price}>
            <p className="buy-panel__price">{formatBaht(video.price)}</p>
            <p className="muted">{clipDetail.notOnSale}</p>
          </aside>
        )}
      </div>

      <RelatedClips video={video} related={video.related} />
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
