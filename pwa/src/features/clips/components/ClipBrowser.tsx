import { useSuspenseQuery } from '@tanstack/react-query';
import { formatCompact } from '../../../lib/format.ts';
import { clips } from '../../../lib/texts.ts';
import { videosQueryOptions } from '../api/getVideos.ts';
import { ClipCard } from './ClipCard.tsx';
import { Pager } from '../../../components/Pager.tsx';

interface ClipBrowserProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** Home and /dashboard: approved clips as cards, a page at a time. */
export function ClipBrowser({ page, onPageChange }: ClipBrowserProps) {
  const { data } = useSuspenseQuery(videosQueryOptions({ page }));
  const { videos, pagination } = data;

  return (
    <section className="page">
      <header className="page__header">
        <h1>{clips.listTitle}</h1>
        <p className="muted">{clips.listIntro}</p>
        {pagination.totalCount > 0 && (
          <p className="muted">{clips.totalCount(formatCompact(pagination.totalCount))}</p>
        )}
      </header>

      {videos.length === 0 ? (
        <div className="state-screen state-screen--inline">
          <h2>{clips.empty}</h2>
          <p className="muted">{clips.emptyBody}</p>
        </div>
      ) : (
        <ul className="clip-grid">
          {videos.map((video) => (
            <li key={video._id}>
              <ClipCard video={video} />
            </li>
          ))}
        </ul>
      )}

      <Pager
        page={page}
        totalPages={pagination.totalPages}
        label={clips.pagination}
        onPageChange={onPageChange}
      />
    </section>
  );
}
