/**
 * /requests/$requestId (issue 22): a request's page. Everyone reads what happened, where (a circle
 * on the map, the pin rounded for all but the owner), when (Buddhist-era date, time window), the
 * vehicles, the offer, and how long ago it was — loud while the footage may still be on a card.
 * Drivers get the "lock it now, then send it" box; other signed-in members can report it. The owner
 * gets the matching clips at once, edit, close, renew and the status (with the admin's reason once
 * removed).
 */
import { MapErrorBoundary } from '../../../components/MapErrorBoundary.tsx';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { todayInBangkok } from '../../../components/thaiCalendar.ts';
import { isApiError } from '../../../lib/apiClient.ts';
import { formatBaht, formatThaiDate } from '../../../lib/format.ts';
import { vehicleTypeLabel } from '../../../lib/labels.ts';
import { showNotice } from '../../../lib/notice.ts';
import { useSession } from '../../../lib/session.ts';
import { errors } from '../../../lib/texts.ts';
import { useRouteRetry } from '../../../lib/useRouteRetry.ts';
import { requestQueryOptions } from '../api/getRequest.ts';
import type { FootageRequest } from '../api/requestSchema.ts';
import { useEditRequest } from '../api/saveRequest.ts';
import { formValuesOf } from '../form/requestFormSchema.ts';
import { incidentAge } from '../incidentAge.ts';
import { placeText, radiusText, windowText } from '../requestText.ts';
import { requestsTexts } from '../requestsTexts.ts';
import { DriverBox } from './DriverBox.tsx';
import { MatchesList } from './MatchesList.tsx';
import { OwnerPanel } from './OwnerPanel.tsx';
import { IncidentAgeBadge, StatusBadge } from './RequestBadges.tsx';
import { RequestForm } from './RequestForm.tsx';
import { ReportRequest } from './ReportRequest.tsx';
import './requests.css';

// Leaflet loads with the map, after the words of the request are on screen.
const RequestPlaceMap = lazy(() => import('./RequestPlaceMap.tsx'));

const t = requestsTexts.page;

export function RequestPage({ requestId }: { requestId: string }) {
  const { data: request } = useSuspenseQuery(requestQueryOptions(requestId));
  const [editing, setEditing] = useState(false);
  if (editing && request.isOwner && request.status === 'open')
    return <EditRequest request={request} onDone={() => setEditing(false)} />;
  return <RequestView request={request} onEdit={() => setEditing(true)} />;
}

function EditRequest({ request, onDone }: { request: FootageRequest; onDone: () => void }) {
  const edit = useEditRequest(request.requestId);
  return (
    <section className="page request-page request-page--form">
      <h1>{requestsTexts.owner.editing}</h1>
      <RequestForm
        initial={formValuesOf(request)}
        onCancel={onDone}
        onSubmit={async (body) => {
          await edit.mutateAsync(body);
          showNotice(requestsTexts.owner.saved);
          onDone();
        }}
      />
    </section>
  );
}

function RequestView({ request, onEdit }: { request: FootageRequest; onEdit: () => void }) {
  const session = useSession();
  const today = todayInBangkok();
  const age = incidentAge(request.when.incidentDate, today);
  const open = request.status === 'open';
  const { isOwner } = request;
  const seesMatches = isOwner || Boolean(session?.user.isAdmin);
  const canReport = open && Boolean(session) && !isOwner;

  return (
    <article className="page request-page">
      <Link to="/requests" className="back-link">
        ← {t.back}
      </Link>
      <header className="request-page__header">
        <p className="request-card__badges">
          {!open && <StatusBadge status={request.status} />}
          <IncidentAgeBadge incidentDate={request.when.incidentDate} today={today} />
        </p>
        <h1>{request.title}</h1>
        <p className="muted">
          {request.requester.alias && `${request.requester.alias} · `}
          {request.openedAt && `${t.openedAt} ${formatThaiDate(request.openedAt, 'short')}`}
        </p>
      </header>

      {open && !isOwner && age?.urgent && (
        <p className="request-urgent" role="note">
          <strong>{age.text}</strong> {requestsTexts.age.urgent}
        </p>
      )}

      <div className="request-page__layout">
        <div className="request-page__side">
          {isOwner ? (
            <OwnerPanel request={request} onEdit={onEdit} />
          ) : (
            open && <DriverBox requestId={request.requestId} />
          )}
          <div className="panel request-offer">
            <p className="muted">{t.maxPrice}</p>
            <p className="request-offer__price">{formatBaht(request.maxPrice)}</p>
          </div>
        </div>

        <div className="request-page__main">
          {seesMatches && <MatchesList requestId={request.requestId} />}

          <section aria-labelledby="request-what">
            <h2 id="request-what">{t.what}</h2>
            <p className="request-page__description">{request.description}</p>
          </section>

          <dl className="facts" aria-label={t.facts}>
            <div className="facts__row">
              <dt>{t.date}</dt>
              <dd>{formatThaiDate(request.when.incidentDate)}</dd>
            </div>
            <div className="facts__row">
              <dt>{t.time}</dt>
              <dd>{windowText(request.when)}</dd>
            </div>
            <div className="facts__row">
              <dt>{t.place}</dt>
              <dd>
                {[request.place.subDistrict, placeText(request.place)].filter(Boolean).join(' ')}
                {isOwner && request.place.address && <div className="muted">{request.place.address}</div>}
              </dd>
            </div>
            <div className="facts__row">
              <dt>{t.radius}</dt>
              <dd>{radiusText(request.place.radiusM)}</dd>
            </div>
            {request.vehicleTypes.length > 0 && (
              <div className="facts__row">
                <dt>{t.vehicles}</dt>
                <dd className="request-card__vehicles">
                  {request.vehicleTypes.map((type) => (
                    <span key={type} className="chip">
                      {vehicleTypeLabel(type)}
                    </span>
                  ))}
                </dd>
              </div>
            )}
            {request.expiresAt && open && (
              <div className="facts__row">
                <dt>{t.expiresAt}</dt>
                <dd>{formatThaiDate(request.expiresAt)}</dd>
              </div>
            )}
          </dl>

          <MapErrorBoundary message={requestsTexts.map.failed}>
            <Suspense fallback={<p className="muted">{requestsTexts.common.loading}</p>}>
              <RequestPlaceMap
                lat={request.place.lat}
                lng={request.place.lng}
                radiusM={request.place.radiusM}
              />
            </Suspense>
          </MapErrorBoundary>
          <p className="muted small">{isOwner ? t.pinExact : t.pinRounded}</p>
          {canReport && <ReportRequest requestId={request.requestId} />}
        </div>
      </div>
    </article>
  );
}

/** The page failed: "ไม่พบคำขอนี้" for one that does not exist or is not open to this visitor, else the message and a retry. */
export function RequestPageError({ error }: ErrorComponentProps) {
  const retry = useRouteRetry();
  const notFound = isApiError(error) && (error.status === 404 || error.status === 403);
  return (
    <section className="state-screen" role="alert">
      <h1>{notFound ? t.notFound : t.loadFailed}</h1>
      <p className="muted">
        {notFound ? t.notFoundBody : isApiError(error) ? error.message : errors.fetchFailed}
      </p>
      <div className="actions">
        {!notFound && (
          <button type="button" className="button" onClick={retry}>
            {requestsTexts.common.retry}
          </button>
        )}
        <Link to="/requests" className={notFound ? 'button' : 'button button--ghost'}>
          {t.toBoard}
        </Link>
      </div>
    </section>
  );
}
