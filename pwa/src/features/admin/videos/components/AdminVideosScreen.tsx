import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { isApiError } from '../../../../lib/apiClient.ts';
import { showNotice } from '../../../../lib/notice.ts';
import { adminCommon, adminVideos as t } from '../../../../lib/texts.ts';
import { AdminPager } from '../../shared/AdminPager.tsx';
import { AdminScreenState } from '../../shared/AdminScreenState.tsx';
import { failureText } from '../../shared/useAdminAction.ts';
import { adminVideosQueryOptions, type AdminVideo, type AdminVideosSearch } from '../api/getAdminVideos.ts';
import { useModerateVideo, type AdminEdit, type Moderation } from '../api/moderateVideo.ts';
import { AdminEditModal } from './AdminEditModal.tsx';
import './reviewQueue.css';
import { RejectModal } from './RejectModal.tsx';
import { VideoDetailModal } from './VideoDetailModal.tsx';
import { VideoFilters, type FilterPatch } from './VideoFilters.tsx';
import { VideoRow, type RowAction } from './VideoRow.tsx';

interface AdminVideosScreenProps {
  search: AdminVideosSearch;
  /** Merges the change into the URL state; `page: undefined` is page 1. */
  onSearchChange: (patch: Partial<AdminVideosSearch>) => void;
}

/** A refused filter (400, e.g. a minimum price above the maximum) says why; anything else is the spec's text. */
const loadFailure = (error: unknown) =>
  isApiError(error) && error.status === 400 && error.message ? error.message : t.loadFailed;

type Open = { action: Exclude<RowAction, 'approve'>; video: AdminVideo } | null;

/**
 * /admin/videos (admin spec §2 video management): search, status, filters and sort applied on the
 * server, a table with view, edit, approve, reject (with a reason) and delete (after confirmation),
 * a detail popup with the player and history, and a pager with first and last. Every success
 * reloads the list; every failure tells the admin why, in the server's words (DESIGN.md §7).
 */
export function AdminVideosScreen({ search, onSearchChange }: AdminVideosScreenProps) {
  const page = search.page ?? 1;
  const query = useQuery({ ...adminVideosQueryOptions(search), placeholderData: keepPreviousData });
  const moderate = useModerateVideo();
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setOpen(null);
    setFailure(null);
    moderate.reset();
  };
  const filter = (patch: FilterPatch) => onSearchChange({ ...patch, page: undefined });

  /** Runs an action; a failure rejects with the server's Thai message (popups show it and stay open). */
  const run = async (action: Moderation, done: string, failed: string) => {
    setFailure(null);
    try {
      await moderate.mutateAsync(action);
    } catch (error) {
      throw new Error(failureText(error, failed));
    }
    showNotice(done);
  };

  const approve = (video: AdminVideo, then?: () => void) =>
    run({ kind: 'approve', id: video._id }, t.approved, t.approveFailed).then(then, (error: Error) =>
      setFailure(error.message),
    );

  const onAction = (video: AdminVideo, action: RowAction) => {
    if (action === 'approve') void approve(video);
    else {
      setFailure(null);
      moderate.reset();
      setOpen({ action, video });
    }
  };

  const data = query.data;
  return (
    <section className="page admin-videos">
      <header className="admin-page__head">
        <h1>{t.title}</h1>
      </header>

      <VideoFilters search={search} onChange={filter} />

      {failure && !open && (
        <p className="error-text" role="alert">
          {failure}
        </p>
      )}

      <AdminScreenState query={query} failed={loadFailure(query.error)} />
      {data && !query.isError && (
        <>
          <p className="muted" role="status">
            {adminCommon.showing(data.videos.length, data.pagination.totalCount)}
          </p>
          {data.videos.length === 0 ? (
            <p className="muted">{adminCommon.empty}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table" aria-label={t.listLabel}>
                <thead>
                  <tr>
                    <th scope="col">{t.columns.video}</th>
                    <th scope="col">{t.columns.seller}</th>
                    <th scope="col">{t.columns.category}</th>
                    <th scope="col">{t.columns.price}</th>
                    <th scope="col">{t.columns.status}</th>
                    <th scope="col">{t.columns.uploadedAt}</th>
                    <th scope="col">{t.columns.moderated}</th>
                    <th scope="col">{adminCommon.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.videos.map((video) => (
                    <VideoRow
                      key={video._id}
                      video={video}
                      busy={moderate.isPending && moderate.variables?.id === video._id}
                      onAction={(action) => onAction(video, action)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <AdminPager
            page={page}
            totalPages={data.pagination.totalPages}
            label={t.pagination}
            withEnds
            onPageChange={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
          />
        </>
      )}

      {open?.action === 'view' && (
        <VideoDetailModal
          video={open.video}
          busy={moderate.isPending}
          failure={failure}
          onApprove={() => void approve(open.video, close)}
          onReject={() => {
            moderate.reset();
            setFailure(null);
            setOpen({ action: 'reject', video: open.video });
          }}
          onClose={close}
        />
      )}
      {open?.action === 'reject' && (
        <RejectModal
          title={open.video.title}
          onReject={async (reason) => {
            await run({ kind: 'reject', id: open.video._id, reason }, t.rejected, t.rejectFailed);
            close();
          }}
          onClose={close}
        />
      )}
      {open?.action === 'edit' && (
        <AdminEditModal
          video={open.video}
          onSave={async (changes: AdminEdit) => {
            await run({ kind: 'edit', id: open.video._id, changes }, t.edited, t.editFailed);
            close();
          }}
          onClose={close}
        />
      )}
      {open?.action === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmText={t.confirmDelete}
          busyText={t.deleting}
          busy={moderate.isPending}
          failure={failure}
          onConfirm={() => {
            run({ kind: 'delete', id: open.video._id }, t.deleted, t.deleteFailed).then(
              close,
              (error: Error) => setFailure(error.message),
            );
          }}
          onClose={close}
        >
          <p>{t.deleteQuestion(open.video.title)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
