import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { formatBaht } from '../../../lib/format.ts';
import { requestQueryOptions } from '../api/getRequest.ts';
import { placeText, whenText } from '../requestText.ts';
import { requestsTexts } from '../requestsTexts.ts';
import { IncidentAgeBadge } from './RequestBadges.tsx';

const t = requestsTexts.map;

/** A pin's popup on the board's map: the request, fetched when the pin is opened. */
export function RequestPopup({ requestId, onLoaded }: { requestId: string; onLoaded: () => void }) {
  const request = useQuery(requestQueryOptions(requestId));
  useEffect(() => {
    if (request.data || request.isError) onLoaded();
  }, [request.data, request.isError, onLoaded]);
  if (request.isPending) return <p className="muted">{t.popupLoading}</p>;
  if (request.isError) return <p className="error-text">{t.popupFailed}</p>;
  const { data } = request;
  return (
    <div className="request-popup">
      <IncidentAgeBadge incidentDate={data.when.incidentDate} />
      <h3 className="request-popup__title">{data.title}</h3>
      <p className="request-popup__line">{placeText(data.place)}</p>
      <p className="request-popup__line">{whenText(data.when)}</p>
      <p className="request-popup__line">
        {requestsTexts.card.maxPrice} <span className="price">{formatBaht(data.maxPrice)}</span>
      </p>
      <Link to="/requests/$requestId" params={{ requestId }} className="button button--block">
        {t.view}
      </Link>
    </div>
  );
}
