import { Link } from '@tanstack/react-router';
import { formatBaht } from '../../../lib/format.ts';
import { vehicleTypeLabel } from '../../../lib/labels.ts';
import type { FootageRequest } from '../api/requestSchema.ts';
import { placeText, radiusText, whenText } from '../requestText.ts';
import { distanceText, requestsTexts } from '../requestsTexts.ts';
import { IncidentAgeBadge, StatusBadge } from './RequestBadges.tsx';

const t = requestsTexts.card;

/**
 * One request in a list: how long ago (loud while the footage may still exist), what, where, when,
 * the vehicles and the offer; the whole card links to the request's page. `mine`: the owner's own
 * list, which shows the status and the matches found.
 */
export function RequestCard({ request, mine = false }: { request: FootageRequest; mine?: boolean }) {
  return (
    <Link to="/requests/$requestId" params={{ requestId: request.requestId }} className="request-card">
      <p className="request-card__badges">
        {request.status === 'open' ? (
          <IncidentAgeBadge incidentDate={request.when.incidentDate} />
        ) : (
          <StatusBadge status={request.status} />
        )}
        {typeof request.distanceKm === 'number' && (
          <span className="muted">{t.distance(distanceText(request.distanceKm * 1000))}</span>
        )}
      </p>
      <h3 className="request-card__title">{request.title}</h3>
      <p className="request-card__line">
        {placeText(request.place)} · {radiusText(request.place.radiusM)}
      </p>
      <p className="request-card__line">{whenText(request.when)}</p>
      {request.vehicleTypes.length > 0 && (
        <p className="request-card__vehicles">
          {request.vehicleTypes.map((type) => (
            <span key={type} className="chip">
              {vehicleTypeLabel(type)}
            </span>
          ))}
        </p>
      )}
      <p className="request-card__footer">
        <span>
          <span className="muted">{t.maxPrice} </span>
          <span className="price">{formatBaht(request.maxPrice)}</span>
        </span>
        {mine
          ? request.matchCount > 0 && (
              <strong className="request-card__matches">{t.matches(request.matchCount)}</strong>
            )
          : request.requester.alias && <span className="muted">{request.requester.alias}</span>}
      </p>
    </Link>
  );
}
