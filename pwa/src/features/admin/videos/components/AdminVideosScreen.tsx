import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ClipEditModal } from '../../../../components/ClipEditModal.tsx';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { isApiError } from '../../../../lib/apiClient.ts';
import { adminVideos as t } from '../adminVideosTexts.ts';
import { AdminList, AdminTable } from '../../shared/AdminList.tsx';
import { AdminScreenState } from '../../shared/AdminScreenState.tsx';
import { adminVideosQueryOptions, type AdminVideo, type AdminVideosSearch } from '../api/getAdminVideos.ts';
import {
  adminEditSchemaFor,
  adminEditValues,
  useModeration,
  type AdminEdit,
  type Moderation,
} from '../api/moderateVideo.ts';
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
  const { moderate, run: moderation } = useModeration();
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
    await moderation(action, done, failed);
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
        <AdminList
          shown={data.videos.length}
          total={data.pagination.totalCount}
          capped={data.pagination.totalCountCapped}
          page={page}
          totalPages={data.pagination.totalPages}
          pagerLabel={t.pagination}
          withEnds
          onPageChange={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
        >
          <AdminTable
            label={t.listLabel}
            columns={[
              t.columns.video,
              t.columns.seller,
              t.columns.category,
              t.columns.price,
              t.columns.status,
              t.columns.uploadedAt,
              t.columns.moderated,
            ]}
          >
            {data.videos.map((video) => (
              <VideoRow
                key={video._id}
                video={video}
                busy={moderate.isPending && moderate.variables?.id === video._id}
                onAction={(action) => onAction(video, action)}
              />
            ))}
          </AdminTable>
        </AdminList>
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
        <ClipEditModal
          title={t.editTitle}
          schema={adminEditSchemaFor(open.video)}
          defaultValues={adminEditValues(open.video)}
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
