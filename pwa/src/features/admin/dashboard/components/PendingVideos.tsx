import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { ClipPicture } from '../../../../components/ClipPicture.tsx';
import { Modal } from '../../../../components/Modal.tsx';
import { formatBaht, formatThaiDate } from '../../../../lib/format.ts';
import { categoryLabel, displayStatus, statusLabel } from '../../../../lib/labels.ts';
import { AdminTable } from '../../shared/AdminList.tsx';
import { adminCommon } from '../../shared/adminSharedTexts.ts';
import { clips, common } from '../../../../lib/texts.ts';
import { adminDashboard as t } from '../adminDashboardTexts.ts';
import { adminVideos } from '../../videos/adminVideosTexts.ts';
import type { AdminVideo } from '../../videos/api/getAdminVideos.ts';
import { useModeration, type Moderation } from '../../videos/api/moderateVideo.ts';
import { RejectModal } from '../../videos/components/RejectModal.tsx';
import { VideoPlayer } from '../../videos/components/VideoPlayer.tsx';
import '../../videos/components/reviewQueue.css';

type Open = { kind: 'video' | 'reject'; video: AdminVideo } | null;

/**
 * The clips awaiting review on the dashboard: thumbnail (opens the clip's popup with its player),
 * title, category, seller, price and upload date, with approve and reject (with a reason). After
 * either, useModerateVideo reloads everything under ['admin'] (this dashboard included, and the
 * clip's history); a failure says why.
 */
export function PendingVideos({ videos }: { videos: readonly AdminVideo[] }) {
  const { moderate, run: moderation } = useModeration();
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: Moderation, done: string, failed: string) => {
    setFailure(null);
    await moderation(action, done, failed);
    setOpen(null);
  };

  const approve = (video: AdminVideo) => {
    run({ kind: 'approve', id: video._id }, adminVideos.approved, adminVideos.approveFailed).catch(
      (error: Error) => {
        setOpen(null);
        setFailure(error.message);
      },
    );
  };

  const busyWith = (video: AdminVideo) => moderate.isPending && moderate.variables?.id === video._id;

  const actions = (video: AdminVideo) =>
    displayStatus(video.status, video.salesCount) === 'pending' && (
      <>
        <button type="button" className="button" disabled={busyWith(video)} onClick={() => approve(video)}>
          {busyWith(video) && moderate.variables?.kind === 'approve'
            ? adminVideos.approving
            : adminVideos.approve}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busyWith(video)}
          onClick={() => {
            setFailure(null);
            setOpen({ kind: 'reject', video });
          }}
        >
          {adminVideos.reject}
        </button>
      </>
    );

  return (
    <section className="dash-panel dash-pending" aria-labelledby="dash-pending">
      <div className="dash-panel__head">
        <h2 id="dash-pending" className="dash-panel__title">
          {t.pendingTitle}
        </h2>
        <Link to="/admin/videos" className="button button--ghost">
          {t.allPending}
        </Link>
      </div>
      {failure && (
        <p className="error-text" role="alert">
          {failure}
        </p>
      )}
      {videos.length === 0 ? (
        <p className="muted">{t.pendingEmpty}</p>
      ) : (
        <AdminTable
          label={t.pendingTitle}
          columns={[t.thumbnail, t.videoTitle, t.category, t.seller, t.price, t.uploadedAt]}
        >
          {videos.map((video) => (
            <tr key={video._id}>
              <td>
                <button
                  type="button"
                  className="dash-thumb"
                  aria-label={t.openVideo(video.title)}
                  onClick={() => setOpen({ kind: 'video', video })}
                >
                  {video.thumbnail ? (
                    <ClipPicture webp={video.thumbnail} jpg={video.thumbnailJpg} alt="" />
                  ) : (
                    <span className="dash-thumb__none">{clips.noThumbnail}</span>
                  )}
                </button>
              </td>
              <th scope="row" className="dash-pending__title">
                {video.title}
              </th>
              <td>
                <span className="badge badge--info">{categoryLabel(video.category)}</span>
              </td>
              <td>
                {video.seller.displayName || common.unknown}
                {video.seller.email && <div className="muted small">{video.seller.email}</div>}
              </td>
              <td>{formatBaht(video.price)}</td>
              <td>{video.createdAt ? formatThaiDate(video.createdAt, 'short') : common.unknown}</td>
              <td className="admin-table__actions-cell">
                <div className="admin-table__actions">{actions(video)}</div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      {open?.kind === 'video' && (
        <VideoPopup video={open.video} onClose={() => setOpen(null)}>
          {actions(open.video)}
        </VideoPopup>
      )}
      {open?.kind === 'reject' && (
        <RejectModal
          title={open.video.title}
          onReject={(reason) =>
            run(
              { kind: 'reject', id: open.video._id, reason },
              adminVideos.rejected,
              adminVideos.rejectFailed,
            )
          }
          onClose={() => {
            setOpen(null);
            moderate.reset();
          }}
        />
      )}
    </section>
  );
}

interface VideoPopupProps {
  video: AdminVideo;
  onClose: () => void;
  children: ReactNode;
}

/** The clip's popup: player, title, seller, category, price, status, upload date and description. */
function VideoPopup({ video, onClose, children }: VideoPopupProps) {
  const status = displayStatus(video.status, video.salesCount);
  return (
    <Modal title={t.videoPopup} onClose={onClose}>
      <VideoPlayer videoId={video._id} title={video.title} />
      <dl className="admin-details">
        <dt>{t.videoTitle}</dt>
        <dd>{video.title}</dd>
        <dt>{t.seller}</dt>
        <dd>
          {video.seller.displayName || common.unknown}
          {video.seller.email && <span className="muted small"> ({video.seller.email})</span>}
        </dd>
        <dt>{t.category}</dt>
        <dd>{categoryLabel(video.category)}</dd>
        <dt>{t.price}</dt>
        <dd>{formatBaht(video.price)}</dd>
        <dt>{t.status}</dt>
        <dd>
          <span className={`status status--${status}`}>{statusLabel(status)}</span>
        </dd>
        <dt>{t.uploadedAt}</dt>
        <dd>{video.createdAt ? formatThaiDate(video.createdAt, 'short') : common.unknown}</dd>
        <dt>{t.description}</dt>
        <dd className="dash-description">{video.description || common.unknown}</dd>
      </dl>
      <div className="modal__actions">
        {children}
        <button type="button" className="button button--ghost" onClick={onClose}>
          {adminCommon.close}
        </button>
      </div>
    </Modal>
  );
}
