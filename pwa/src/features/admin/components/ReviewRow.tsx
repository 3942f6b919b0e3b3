import { Link } from '@tanstack/react-router';
import { ClipPicture } from '../../../components/ClipPicture.tsx';
import { formatBaht, formatThaiDate, formatTime } from '../../../lib/format.ts';
import { categoryLabel, displayStatus, statusLabel } from '../../../lib/labels.ts';
import { clips, common, adminVideos as t } from '../../../lib/texts.ts';
import type { AdminVideo } from '../api/getAdminVideos.ts';
import { VideoPlayer } from './VideoPlayer.tsx';

export type RowAction = 'approve' | 'reject' | 'edit' | 'delete';

interface ReviewRowProps {
  video: AdminVideo;
  busy: boolean;
  onAction: (action: RowAction) => void;
}

export function ReviewRow({ video, busy, onAction }: ReviewRowProps) {
  const status = displayStatus(video.status, video.salesCount);
  const pending = status === 'pending';
  const incident = [
    video.dateRecorded ? formatThaiDate(video.dateRecorded, 'short') : '',
    video.timeRecorded ? formatTime(video.timeRecorded) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <article className="review" aria-labelledby={`review-${video._id}`}>
      <div className="review__media">
        {video.thumbnail ? (
          <ClipPicture webp={video.thumbnail} jpg={video.thumbnailJpg} alt="" />
        ) : (
          <span className="clip-card__no-thumb">{clips.noThumbnail}</span>
        )}
      </div>
      <div className="review__body">
        <p className={`status status--${status}`}>{statusLabel(status)}</p>
        <h2 id={`review-${video._id}`} className="review__title">
          <Link to="/video/$id" params={{ id: video._id }}>
            {video.title}
          </Link>
        </h2>
        {video.possiblyNotTheirs && (
          <p className="review__flag" role="note">
            ⚠ {t.possiblyNotTheirs}
            {video.sameFileAs && (
              <>
                {' '}
                <Link to="/video/$id" params={{ id: video.sameFileAs.videoId }}>
                  {t.sameFileClip}
                </Link>
              </>
            )}
          </p>
        )}
        <dl className="facts review__facts">
          <div className="facts__row">
            <dt>{t.seller}</dt>
            <dd>
              {video.seller.displayName || common.unknown}
              {video.seller.email && <span className="muted small"> ({video.seller.email})</span>}
            </dd>
          </div>
          <div className="facts__row">
            <dt>{t.price}</dt>
            <dd>{formatBaht(video.price)}</dd>
          </div>
          <div className="facts__row">
            <dt>{t.category}</dt>
            <dd>{categoryLabel(video.category)}</dd>
          </div>
          {incident && (
            <div className="facts__row">
              <dt>{t.incidentDate}</dt>
              <dd>{incident}</dd>
            </div>
          )}
          {video.createdAt && (
            <div className="facts__row">
              <dt>{t.uploadedAt}</dt>
              <dd>{formatThaiDate(video.createdAt, 'short')}</dd>
            </div>
          )}
          {status === 'rejected' && video.rejectionReason && (
            <div className="facts__row">
              <dt>{t.rejectionReason}</dt>
              <dd>{video.rejectionReason}</dd>
            </div>
          )}
        </dl>
        <VideoPlayer videoId={video._id} title={video.title} />
        <div className="actions">
          {pending && (
            <>
              <button type="button" className="button" disabled={busy} onClick={() => onAction('approve')}>
                {t.approve}
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={busy}
                onClick={() => onAction('reject')}
              >
                {t.reject}
              </button>
            </>
          )}
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => onAction('edit')}
          >
            {t.edit}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => onAction('delete')}
          >
            {t.delete}
          </button>
        </div>
      </div>
    </article>
  );
}
