import { ClipPicture } from '../../../../components/ClipPicture.tsx';
import { PreviewBadge } from '../../../../components/PreviewBadge.tsx';
import { formatBaht, formatThaiDate } from '../../../../lib/format.ts';
import { categoryLabel } from '../../../../lib/labels.ts';
import { adminCommon } from '../../shared/adminSharedTexts.ts';
import { clips, common } from '../../../../lib/texts.ts';
import { adminVideos as t } from '../adminVideosTexts.ts';
import type { AdminVideo } from '../api/getAdminVideos.ts';
import {
  descriptionPreview,
  durationText,
  moderation,
  SameFileWarning,
  StatusBadge,
  videoStatus,
} from './videoBits.tsx';

export type RowAction = 'view' | 'approve' | 'reject' | 'edit' | 'delete';

interface VideoRowProps {
  video: AdminVideo;
  busy: boolean;
  onAction: (action: RowAction) => void;
}

/** One clip of the admin table (admin spec §2 video management columns and actions). */
export function VideoRow({ video, busy, onAction }: VideoRowProps) {
  const status = videoStatus(video);
  const moderated = moderation(video);
  const action = (name: RowAction, text: string, className = 'button button--ghost') => (
    <button type="button" className={className} disabled={busy} onClick={() => onAction(name)}>
      {text}
    </button>
  );
  return (
    <tr>
      <td>
        <div className="admin-video">
          <span className="admin-video__thumb">
            {video.thumbnail ? (
              <ClipPicture webp={video.thumbnail} jpg={video.thumbnailJpg} alt="" />
            ) : (
              <span className="admin-video__no-thumb">{clips.noThumbnail}</span>
            )}
            <span className={`admin-video__dot admin-video__dot--${status}`} aria-hidden="true" />
          </span>
          <div className="admin-video__text">
            <strong className="admin-video__title">{video.title}</strong>
            {video.description && (
              <span className="muted small">{descriptionPreview(video.description)}</span>
            )}
            <span className="muted small">
              {t.duration} {durationText(video.duration)}
            </span>
            <SameFileWarning video={video} />
          </div>
        </div>
      </td>
      <td>
        {video.seller.displayName || common.unknown}
        {video.seller.email && <div className="muted small">{video.seller.email}</div>}
      </td>
      <td>
        <span className="badge badge--info">{categoryLabel(video.category)}</span>
      </td>
      <td>{formatBaht(video.price)}</td>
      <td>
        <StatusBadge video={video} />
        <div>
          <PreviewBadge preview={video.preview} withReason />
        </div>
      </td>
      <td>{video.createdAt ? formatThaiDate(video.createdAt, 'short') : '—'}</td>
      <td>
        {moderated ? (
          <>
            {moderated.who}
            {moderated.when && <div className="muted small">{moderated.when}</div>}
          </>
        ) : (
          <span className="muted">{t.notModerated}</span>
        )}
      </td>
      <td className="admin-table__actions-cell">
        <div className="admin-table__actions">
          {action('view', adminCommon.view)}
          {action('edit', t.edit)}
          {status === 'pending' && (
            <>
              {action('approve', t.approve, 'button')}
              {action('reject', t.reject, 'button button--danger')}
            </>
          )}
          {action('delete', t.delete)}
        </div>
      </td>
    </tr>
  );
}
