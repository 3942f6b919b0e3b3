import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { QueryStates } from '../../../lib/QueryStates.tsx';
import { myVideos as t } from '../myVideosTexts.ts';
import { myVideosQueryOptions } from '../api/getMyVideos.ts';
import { editableOnSale, editableWhilePending, resubmittable, type MyVideo } from '../api/myVideoSchema.ts';
import { DeleteVideoDialog } from './DeleteVideoDialog.tsx';
import { EditVideoModal } from './EditVideoModal.tsx';
import { MyVideoRow } from './MyVideoRow.tsx';
import './myVideos.css';
import { Pager } from '../../../components/Pager.tsx';

/**
 * The seller's clips. On /my-videos (`mode="myVideos"`) pending clips are edited with the full
 * form, rejected ones are fixed in it and sent back for review, and any clip may be deleted; in the profile uploads tab (`mode="uploads"`) clips on sale
 * are edited in the title/description/price modal.
 */
export type MyVideoListMode = 'myVideos' | 'uploads';

interface MyVideoListProps {
  mode: MyVideoListMode;
  page: number;
  onPageChange: (page: number) => void;
}

type Open = { kind: 'edit' | 'resubmit' | 'delete'; video: MyVideo } | null;

export function MyVideoList({ mode, page, onPageChange }: MyVideoListProps) {
  const query = useQuery(myVideosQueryOptions(page));
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  if (!query.isSuccess) return <QueryStates query={query} failed={t.loadFailed} />;

  const { videos, pagination } = query.data;
  const canEdit = mode === 'myVideos' ? editableWhilePending : editableOnSale;

  return (
    <>
      {videos.length === 0 ? (
        <div className="state-screen state-screen--inline">
          <p className="muted">{t.empty}</p>
          {mode === 'uploads' && (
            <div className="actions">
              <Link to="/upload" className="button">
                {t.toUpload}
              </Link>
              <Link to="/dashboard" className="button button--ghost">
                {t.toDashboard}
              </Link>
            </div>
          )}
        </div>
      ) : (
        <ul className="my-videos" aria-label={t.listLabel}>
          {videos.map((video) => (
            <li key={video._id}>
              <MyVideoRow
                video={video}
                canEdit={canEdit(video)}
                onEdit={() => setOpen({ kind: 'edit', video })}
                onResubmit={
                  mode === 'myVideos' && resubmittable(video) ? () => setOpen({ kind: 'resubmit', video }) : undefined
                }
                onDelete={mode === 'myVideos' ? () => setOpen({ kind: 'delete', video }) : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      <Pager
        page={page}
        totalPages={pagination.totalPages}
        label={t.pagination}
        onPageChange={onPageChange}
      />

      {open?.kind === 'edit' && (
        <EditVideoModal video={open.video} mode={mode === 'myVideos' ? 'pending' : 'onSale'} onClose={close} />
      )}
      {open?.kind === 'resubmit' && <EditVideoModal video={open.video} mode="resubmit" onClose={close} />}
      {open?.kind === 'delete' && <DeleteVideoDialog video={open.video} onClose={close} />}
    </>
  );
}
