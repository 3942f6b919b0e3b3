import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CLIP_CARD_COVER_SIZES } from '../../../../../events/coverImages.ts';
import { ClipPicture } from '../../../components/ClipPicture.tsx';
import { QueryStates } from '../../../lib/QueryStates.tsx';
import { formatBaht, formatThaiDate, formatTime } from '../../../lib/format.ts';
import { matchesQueryOptions, type RequestMatch } from '../api/getMatches.ts';
import { distanceText, requestsTexts } from '../requestsTexts.ts';

const t = requestsTexts.matches;

/**
 * The approved clips inside the request's circle and near its window, nearest first (the owner's
 * and the admins' view), drawn as the clip cards of the search results with how far and how many
 * minutes apart each is.
 */
export function MatchesList({ requestId }: { requestId: string }) {
  const query = useQuery(matchesQueryOptions(requestId));
  return (
    <section className="request-matches" aria-labelledby="request-matches-title">
      <h2 id="request-matches-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      {!query.isSuccess ? (
        <QueryStates query={query} failed={t.loadFailed} />
      ) : query.data.length === 0 ? (
        <p className="panel muted">{t.empty}</p>
      ) : (
        <ul className="clip-grid" aria-label={t.listLabel}>
          {query.data.map((match) => (
            <li key={match.clipId}>
              <MatchCard match={match} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MatchCard({ match }: { match: RequestMatch }) {
  return (
    <Link to="/video/$id" params={{ id: match.clipId }} className="clip-card request-match">
      <div className="clip-card__media">
        {match.thumbnail ? (
          <ClipPicture webp={match.thumbnail} jpg={match.thumbnailJpg} alt="" sizes={CLIP_CARD_COVER_SIZES} />
        ) : (
          <span className="clip-card__no-thumb">{t.noThumbnail}</span>
        )}
        {match.linked && <span className="request-match__linked">{t.linked}</span>}
      </div>
      <div className="clip-card__body">
        <h3 className="clip-card__title">{match.title}</h3>
        <p className="clip-card__meta">
          <span className="chip">{t.distance(distanceText(match.distanceM))}</span>
          <span className="chip">
            {match.minutesApart === 0 ? t.inWindow : t.minutesApart(match.minutesApart)}
          </span>
        </p>
        <p className="clip-card__footer">
          <span className="price">{formatBaht(match.price)}</span>
          {match.incidentDate && (
            <span className="muted">
              {formatThaiDate(match.incidentDate, 'short')}
              {match.incidentTime && ` ${formatTime(match.incidentTime)} น.`}
            </span>
          )}
        </p>
      </div>
    </Link>
  );
}
