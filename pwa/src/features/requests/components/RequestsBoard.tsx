/**
 * /requests (issue 22): the public board of open footage requests, as a list or on the map,
 * filtered by province, incident date and distance from the device, newest first (nearest first
 * with a distance). The URL is the state: this component reads `search` and asks for a new one
 * through `navigate`. The map is search's clip map, which the route hands in.
 */
import { ListMapToggle } from '../../../components/ListMapToggle.tsx';
import { MapErrorBoundary } from '../../../components/MapErrorBoundary.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Pager } from '../../../components/Pager.tsx';
import { isApiError } from '../../../lib/apiClient.ts';
import { useAuthPrompt } from '../../../lib/authPrompt.tsx';
import { formatCompact } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { errors } from '../../../lib/texts.ts';
import { alertSettingsQueryOptions } from '../api/alertAreas.ts';
import { boardQuery, requestsQueryOptions } from '../api/listRequests.ts';
import { requestPinsQueryOptions, type RequestPin } from '../api/requestsMap.ts';
import { withFilter, type RequestsSearch } from '../requestsSearch.ts';
import { requestsTexts } from '../requestsTexts.ts';
import { useDevicePosition } from '../useDevicePosition.ts';
import { RequestCard } from './RequestCard.tsx';
import { RequestFilters } from './RequestFilters.tsx';
import { RequestPopup } from './RequestPopup.tsx';
import './requests.css';

const t = requestsTexts.board;

export type RequestsUpdate = (previous: RequestsSearch) => RequestsSearch;

/** What the board hands the map: the pins, the chosen area, its popup and the words for requests. */
export interface BoardMapProps {
  points: RequestPin[];
  bbox: string | undefined;
  onSearchArea: (bbox: string) => void;
  renderPopup: (pin: RequestPin, onLoaded: () => void) => ReactNode;
  words: { label: string; cluster: (count: string) => string; tilesFailed: string };
}

interface RequestsBoardProps {
  search: RequestsSearch;
  /** Writes the URL; a new history entry unless `replace`. */
  navigate: (update: RequestsUpdate, options?: { replace?: boolean }) => void;
  renderMap: (props: BoardMapProps) => ReactNode;
}

function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="state-screen state-screen--inline" role="alert">
      <h2>{t.loadFailed}</h2>
      <p>{isApiError(error) ? error.message : errors.fetchFailed}</p>
      <button type="button" className="button" onClick={onRetry}>
        {requestsTexts.common.retry}
      </button>
    </div>
  );
}

function CreateButton() {
  const session = useSession();
  const { openAuth } = useAuthPrompt();
  if (session)
    return (
      <Link to="/requests/new" className="button">
        {t.create}
      </Link>
    );
  return (
    <button
      type="button"
      className="button"
      onClick={() => openAuth({ mode: 'login', reason: t.createNeedsSignIn })}
    >
      {t.create}
    </button>
  );
}

/** A seller who uploaded near an open request, without alert areas yet, is asked to set some. */
function SuggestAreas() {
  const session = useSession();
  const settings = useQuery({ ...alertSettingsQueryOptions(), enabled: Boolean(session) });
  if (!session || !settings.data?.suggested || settings.data.areas.length > 0) return null;
  return (
    <p className="request-banner" role="status">
      {t.suggest}{' '}
      <Link to="/profile" search={{ tab: 'requests' }}>
        {t.suggestLink}
      </Link>
    </p>
  );
}

function MapView({ search, navigate, renderMap }: RequestsBoardProps) {
  const pins = useQuery(requestPinsQueryOptions(search.bbox));
  const filtered = Boolean(search.province || search.date || search.near);
  if (pins.isError) return <ErrorState error={pins.error} onRetry={() => void pins.refetch()} />;
  if (!pins.data) return <p className="muted">{requestsTexts.common.loading}</p>;
  return (
    <>
      {filtered && <p className="request-banner request-banner--quiet">{t.mapAllOpen}</p>}
      {search.bbox && (
        <p className="request-banner request-banner--quiet">
          {t.areaActive}{' '}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => navigate((previous) => ({ ...previous, bbox: undefined }))}
          >
            {t.clearArea}
          </button>
        </p>
      )}
      {pins.data.length === 0 && <p className="muted">{t.mapNoPins}</p>}
      <MapErrorBoundary message={requestsTexts.map.failed}>
        {renderMap({
          points: pins.data,
          bbox: search.bbox,
          onSearchArea: (bbox) => navigate((previous) => ({ ...previous, bbox })),
          renderPopup: (pin, onLoaded) => <RequestPopup requestId={pin.id} onLoaded={onLoaded} />,
          words: requestsTexts.map,
        })}
      </MapErrorBoundary>
    </>
  );
}

export function RequestsBoard({ search, navigate, renderMap }: RequestsBoardProps) {
  const session = useSession();
  const position = useDevicePosition(search.near !== undefined);
  const isMap = search.view === 'map';
  const list = useQuery({
    ...requestsQueryOptions(boardQuery(search, position.state === 'ready' ? position.position : null)),
    enabled: !isMap && position.state !== 'locating',
  });
  const change = (patch: Partial<RequestsSearch>) => navigate((previous) => withFilter(previous, patch));
  const data = list.data;

  return (
    <section className="page requests">
      <header className="page__header requests__header">
        <div>
          <h1>{t.title}</h1>
          <p className="muted">{t.intro}</p>
        </div>
        <div className="actions">
          <CreateButton />
          {session && (
            <Link to="/profile" search={{ tab: 'requests' }} className="button button--ghost">
              {t.mine}
            </Link>
          )}
        </div>
      </header>

      <SuggestAreas />
      <RequestFilters search={search} position={position} onChange={change} />

      <div className="requests__toolbar">
        <p className="requests__count" aria-live="polite">
          {!isMap && data ? t.found(formatCompact(data.total)) : ''}
          {!isMap && list.isFetching && list.isPlaceholderData && (
            <span className="muted"> · {t.updating}</span>
          )}
        </p>
        <ListMapToggle
          className="requests__views"
          isMap={isMap}
          onList={() => navigate((previous) => ({ ...previous, view: undefined }))}
          onMap={() => navigate((previous) => ({ ...previous, view: 'map' }))}
          texts={t.views}
        />
      </div>

      {isMap ? (
        <MapView search={search} navigate={navigate} renderMap={renderMap} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <p className="muted">{requestsTexts.common.loading}</p>
      ) : data.items.length === 0 ? (
        <div className="state-screen state-screen--inline">
          <h2>{t.empty}</h2>
          <p className="muted">{t.emptyBody}</p>
        </div>
      ) : (
        <>
          <ul className="request-grid" aria-label={t.listLabel}>
            {data.items.map((request) => (
              <li key={request.requestId}>
                <RequestCard request={request} />
              </li>
            ))}
          </ul>
          <Pager
            page={data.page}
            totalPages={data.totalPages}
            label={t.pagination}
            onPageChange={(page) =>
              navigate((previous) => ({ ...previous, page: page > 1 ? page : undefined }))
            }
          />
        </>
      )}
    </section>
  );
}
