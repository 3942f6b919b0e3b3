import { Link } from '@tanstack/react-router';
import { ClipPicture } from '../../../components/ClipPicture.tsx';
import { PreviewBadge } from '../../../components/PreviewBadge.tsx';
import { formatBaht, formatThaiDate } from '../../../lib/format.ts';
import { statusLabel } from '../../../lib/labels.ts';
import { clips } from '../../../lib/texts.ts';
import { myVideos as t } from '../myVideosTexts.ts';
import { sellerStatus, type MyVideo } from '../api/myVideoSchema.ts';

interface MyVideoRowProps {
  video: MyVideo;
  canEdit: boolean;
  onEdit: () => void;
  /** A rejected clip: fix it and send it back for a new review. */
  onResubmit?: () => void;
  onDelete?: () => void;
}

/**
 * One of the seller's clips: cover, title, status (with the reason of a rejection), its preview's
 * state (with why it failed), actions.
 */
export function MyVideoRow({ video, canEdit, onEdit, onResubmit, onDelete }: MyVideoRowProps) {
  const status = sellerStatus(video);
  return (
    <article className="my-video">
      <div className="my-video__media">
        {video.thumbnail ? (
          <ClipPicture webp={video.thumbnail} jpg={video.thumbnailJpg} alt="" />
        ) : (
          <span className="clip-card__no-thumb">{clips.noThumbnail}</span>
        )}
      </div>
      <div className="my-video__body">
        {/* A sold clip stays on sale: its label says so, the sales are a count beside the price. */}
        <p className="my-video__badges">
          <span className={`status status--${status}`}>
            {status === 'sold' ? t.onSale : statusLabel(status)}
          </span>
          <PreviewBadge preview={video.preview} withReason />
        </p>
        <h3 className="my-video__title">{video.title}</h3>
        <p className="my-video__meta">
          <span className="price">{formatBaht(video.price)}</span>
          {video.createdAt && (
            <span className="muted">
              {t.uploadedAt} {formatThaiDate(video.createdAt, 'short')}
            </span>
          )}
          {video.salesCount > 0 && <span className="muted">{t.salesCount(video.salesCount)}</span>}
        </p>
        {status === 'rejected' && video.rejectionReason && (
          <p className="rejection">
            {t.rejectionReason}: {video.rejectionReason}
          </p>
        )}
        <div className="actions">
          <Link to="/video/$id" params={{ id: video._id }} className="button button--ghost">
            {t.view}
          </Link>
          {status === 'rejected' && onResubmit && (
            <button type="button" className="button" onClick={onResubmit}>
              {t.resubmit}
            </button>
          )}
          {canEdit && (
            <button type="button" className="button button--ghost" onClick={onEdit}>
              {t.edit}
            </button>
          )}
          {onDelete && (
            <button type="button" className="button button--danger" onClick={onDelete}>
              {t.delete}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
