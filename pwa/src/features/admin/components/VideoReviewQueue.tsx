import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { isApiError } from '../../../lib/apiClient.ts';
import { statusLabel } from '../../../lib/labels.ts';
import { showNotice } from '../../../lib/notice.ts';
import { clips, common, errors, adminVideos as t } from '../../../lib/texts.ts';
import {
  ADMIN_STATUS_FILTERS,
  adminVideosQueryOptions,
  type AdminStatusFilter,
  type AdminVideo,
} from '../api/getAdminVideos.ts';
import { useModerateVideo, type AdminEdit, type Moderation } from '../api/moderateVideo.ts';
import { AdminEditModal } from './AdminEditModal.tsx';
import { RejectModal } from './RejectModal.tsx';
import { ReviewRow, type RowAction } from './ReviewRow.tsx';
import './reviewQueue.css';

interface VideoReviewQueueProps {
  status: AdminStatusFilter;
  page: number;
  onSearchChange: (search: { status: AdminStatusFilter; page: number }) => void;
}

type Open = { action: Exclude<RowAction, 'approve'>; video: AdminVideo } | null;

const failureOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? error.message : fallback;

/**
 * /admin/videos: the review queue (pending by default) and the other states, with a player, approve,
 * reject with a reason, edit and delete. Every success reloads the list; every failure says why.
 */
export function VideoReviewQueue({ status, page, onSearchChange }: VideoReviewQueueProps) {
  const filterId = useId();
  const query = useQuery(adminVideosQueryOptions(status, page));
  const moderate = useModerateVideo();
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setOpen(null);
    moderate.reset();
  };

  const run = async (action: Moderation, done: string, failed: string) => {
    setFailure(null);
    try {
      await moderate.mutateAsync(action);
    } catch (error) {
      throw new Error(failureOf(error, failed));
    }
    showNotice(done);
    setOpen(null);
  };

  const onAction = (video: AdminVideo, action: RowAction) => {
    if (action !== 'approve') {
      setOpen({ action, video });
      return;
    }
    run({ kind: 'approve', id: video._id }, t.approved, t.approveFailed).catch((error: Error) =>
      setFailure(error.message),
    );
  };

  return (
    <section className="page review-queue">
      <header className="page__header">
        <h1>{t.title}</h1>
        <div className="field review-queue__filter">
          <label htmlFor={filterId}>{t.statusFilter}</label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => onSearchChange({ status: event.target.value as AdminStatusFilter, page: 1 })}
          >
            {ADMIN_STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {value === 'all' ? t.allStatuses : statusLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </header>

      {failure && (
        <p className="error-text" role="alert">
          {failure}
        </p>
      )}

      {query.isPending ? (
        <p className="muted" aria-busy="true">
          {common.loading}
        </p>
      ) : query.isError ? (
        <div className="state-screen state-screen--inline" role="alert">
          <h2>{errors.generic}</h2>
          <p>{t.loadFailed}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {common.retry}
          </button>
        </div>
      ) : query.data.videos.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <ul className="review-list" aria-label={t.listLabel}>
          {query.data.videos.map((video) => (
            <li key={video._id}>
              <ReviewRow
                video={video}
                busy={moderate.isPending && moderate.variables?.id === video._id}
                onAction={(action) => onAction(video, action)}
              />
            </li>
          ))}
        </ul>
      )}

      {query.data && query.data.pagination.totalPages > 1 && (
        <nav className="pager" aria-label={t.pagination}>
          <button
            type="button"
            className="button button--ghost"
            disabled={page <= 1}
            onClick={() => onSearchChange({ status, page: page - 1 })}
          >
            {clips.previousPage}
          </button>
          <span aria-current="page">{clips.pageOf(page, query.data.pagination.totalPages)}</span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page >= query.data.pagination.totalPages}
            onClick={() => onSearchChange({ status, page: page + 1 })}
          >
            {clips.nextPage}
          </button>
        </nav>
      )}

      {open?.action === 'reject' && (
        <RejectModal
          title={open.video.title}
          onReject={(reason) =>
            run({ kind: 'reject', id: open.video._id, reason }, t.rejected, t.rejectFailed)
          }
          onClose={close}
        />
      )}
      {open?.action === 'edit' && (
        <AdminEditModal
          video={open.video}
          onSave={(changes: AdminEdit) =>
            run({ kind: 'edit', id: open.video._id, changes }, t.edited, t.editFailed)
          }
          onClose={close}
        />
      )}
      {open?.action === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmText={t.confirmDelete}
          busyText={t.deleting}
          busy={moderate.isPending}
          failure={moderate.isError ? failureOf(moderate.error, t.deleteFailed) : null}
          onConfirm={() => {
            run({ kind: 'delete', id: open.video._id }, t.deleted, t.deleteFailed).catch(() => undefined);
          }}
          onClose={close}
        >
          <p>{t.deleteQuestion(open.video.title)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
