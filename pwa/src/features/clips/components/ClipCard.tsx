import { Link } from '@tanstack/react-router';
import { CLIP_CARD_COVER_SIZES } from '../../../../../events/coverImages.ts';
import { ClipPicture } from '../../../components/ClipPicture.tsx';
import { formatBaht, formatDuration, formatThaiDate } from '../../../lib/format.ts';
import { categoryLabel } from '../../../lib/labels.ts';
import { clips } from '../../../lib/texts.ts';
import type { Video } from '../api/videoSchema.ts';
import './clips.css';

/**
 * One clip in a list; the whole card is a link whose name starts with the clip's title. `eager`:
 * the cover is above the fold on a first visit, so it loads at once and first (not lazily).
 */
export function ClipCard({ video, eager = false }: { video: Video; eager?: boolean }) {
  const place = video.location?.province || video.location?.city;
  return (
    <Link to="/video/$id" params={{ id: video._id }} className="clip-card">
      <div className="clip-card__media">
        {video.thumbnail ? (
          <ClipPicture
            webp={video.thumbnail}
            jpg={video.thumbnailJpg}
            alt=""
            lazy={!eager}
            sizes={CLIP_CARD_COVER_SIZES}
          />
        ) : (
          <span className="clip-card__no-thumb">{clips.noThumbnail}</span>
        )}
        {video.duration !== null && (
          <span className="clip-card__duration">{formatDuration(video.duration)}</span>
        )}
      </div>
      <div className="clip-card__body">
        <h3 className="clip-card__title">{video.title}</h3>
        <p className="clip-card__meta">
          <span className="chip">{categoryLabel(video.category)}</span>
          {place && <span>{place}</span>}
        </p>
        <p className="clip-card__footer">
          <span className="price">{formatBaht(video.price)}</span>
          {video.dateRecorded && <span className="muted">{formatThaiDate(video.dateRecorded, 'short')}</span>}
        </p>
      </div>
    </Link>
  );
}
