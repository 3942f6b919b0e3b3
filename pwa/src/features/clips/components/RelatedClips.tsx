import { useQuery } from '@tanstack/react-query';
import { RELATED_CLIPS_LIMIT } from '../../../lib/constants.ts';
import { clipDetail } from '../clipsTexts.ts';
import { videosQueryOptions } from '../api/getVideos.ts';
import type { Video } from '../api/videoSchema.ts';
import { ClipCard } from './ClipCard.tsx';

interface RelatedClipsProps {
  video: Video;
  /** The detail answer's own related clips; when it has none, they are asked for separately. */
  related?: Video[];
}

/** Up to 4 approved clips of the same category, never the clip itself. */
export function RelatedClips({ video, related }: RelatedClipsProps) {
  if (related) return <RelatedList video={video} clips={related} />;
  return <FetchedRelatedClips video={video} />;
}

/**
 * A panel of its own: when it fails, the detail above it stays (a plain query, not a suspense
 * one, so its error never reaches the route boundary).
 */
function FetchedRelatedClips({ video }: { video: Video }) {
  const { data, isError } = useQuery(
    videosQueryOptions({ category: video.category, limit: RELATED_CLIPS_LIMIT + 1, exclude: video._id }),
  );
  if (isError) return <p className="muted">{clipDetail.relatedFailed}</p>;
  return <RelatedList video={video} clips={data?.videos ?? []} />;
}

function RelatedList({ video, clips }: { video: Video; clips: Video[] }) {
  const shown = clips
    .filter((other) => other._id !== video._id && other.category === video.category)
    .slice(0, RELATED_CLIPS_LIMIT);
  if (shown.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title">{clipDetail.related}</h2>
      <ul className="clip-grid">
        {shown.map((other) => (
          <li key={other._id}>
            <ClipCard video={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}
