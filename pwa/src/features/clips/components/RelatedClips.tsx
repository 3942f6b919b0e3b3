import { useQuery } from '@tanstack/react-query';
import { RELATED_CLIPS_LIMIT } from '../../../lib/constants.ts';
import { clipDetail } from '../../../lib/texts.ts';
import { videosQueryOptions } from '../api/getVideos.ts';
import type { Video } from '../api/videoSchema.ts';
import { ClipCard } from './ClipCard.tsx';

/**
 * Up to 4 clips of the same category. A panel of its own: when it fails, the detail above it
 * stays (a plain query, not a suspense one, so its error never reaches the route boundary).
 */
export function RelatedClips({ video }: { video: Video }) {
  const { data, isError } = useQuery(
    videosQueryOptions({ category: video.category, limit: RELATED_CLIPS_LIMIT + 1, exclude: video._id }),
  );
  // The server may not know `exclude`; never show the clip itself as related to itself.
  const related = (data?.videos ?? [])
    .filter((other) => other._id !== video._id)
    .slice(0, RELATED_CLIPS_LIMIT);

  if (isError) return <p className="muted">{clipDetail.relatedFailed}</p>;
  if (related.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title">{clipDetail.related}</h2>
      <ul className="clip-grid">
        {related.map((other) => (
          <li key={other._id}>
            <ClipCard video={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}
