/**
 * /dashboard (spec §2 Dashboard): the filter panel, the result count, list or map view, paging, the
 * empty and error states and the dashboard's banners. The URL is the state: this component only
 * reads `search` and asks for a new one through `navigate`. How a clip is read and drawn as a card
 * belongs to the clips feature; the route hands in its schema, its card and its detail loader.
 */
import { ListMapToggle } from '../../../components/ListMapToggle.tsx';
import { MapErrorBoundary } from '../../../components/MapErrorBoundary.tsx';
import { LANDING_PRELOADED_COVERS } from '../../../../../events/landingQueries.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Pager } from '../../../components/Pager.tsx';
import { isApiError } from '../../../lib/apiClient.ts';
import { MAP_POINTS_MAX, SORT_OPTIONS } from '../../../lib/constants.ts';
import { formatCompact } from '../../../lib/format.ts';
import { common, errors } from '../../../lib/texts.ts';
import { search as t } from '../searchTexts.ts';
import { mapPointsQueryOptions } from '../api/searchMap.ts';
import { searchVideosQueryOptions, type ClipSchema, type SearchClip } from '../api/searchVideos.ts';
import { useMediaQuery } from '../useMediaQuery.ts';
import {
  activeFilterCount,
  applyFilter,
  clearedSearch,
  toFilterQuery,
  toListQuery,
  type DashboardSearch,
  type FilterPatch,
} from '../searchParams.ts';
import type { LoadPopupClip } from './ClipMap.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { FilterSheet } from './FilterSheet.tsx';
import { ApiStatusBanner, PurchasedNotice } from './Notices.tsx';
import { PHONE_QUERY } from '../phoneLayout.ts';
import './search.css';

// Leaflet and the clustering index load only when someone opens the map.
const ClipMap = lazy(() => import('./ClipMap.tsx'));

export type SearchUpdate = (previous: DashboardSearch) => DashboardSearch;

export interface SearchDashboardProps<TClip extends SearchClip> {
  search: DashboardSearch;
  /** Writes the URL; a new history entry unless `replace` (back restores the previous search). */
  navigate: (update: SearchUpdate, options?: { replace?: boolean }) => void;
  clipSchema: ClipSchema<TClip>;
  /** `first`: among the covers above the fold, which load at once (the server announces them). */
  renderCard: (clip: TClip, first: boolean) => ReactNode;
  loadPopupClip: LoadPopupClip;
}

function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="state-screen state-screen--inline" role="alert">
      <h2>{t.loadFailed}</h2>
      <p>{isApiError(error) ? error.message : errors.fetchFailed}</p>
      <button type="button" className="button" onClick={onRetry}>
        {common.retry}
      </button>
    </div>
  );
}

function EmptyState({ onClear }: { onClear: () => void }) {
  return (
    <div className="state-screen state-screen--inline">
      <h2>{t.empty}</h2>
      <p className="muted">{t.emptyBody}</p>
      <button type="button" className="button" onClick={onClear}>
        {t.filters.clear}
      </button>
    </div>
  );
}

function SortSelect({
  search,
  onChange,
}: {
  search: DashboardSearch;
  onChange: (patch: FilterPatch) => void;
}) {
  const id = useId();
  const fallback = search.keyword ? 'relevance' : 'newest';
  const options = search.keyword ? (['relevance', ...SORT_OPTIONS] as const) : SORT_OPTIONS;
  return (
    <div className="field search-sort">
      <label htmlFor={id}>{t.filters.sort}</label>
      <select
        id={id}
        value={search.sortBy ?? fallback}
        onChange={(event) => {
          const sortBy = event.target.value as NonNullable<DashboardSearch['sortBy']>;
          onChange({ sortBy: sortBy === fallback ? undefined : sortBy });
        }}
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {t.sorts[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

function MapResults({
  search,
  navigate,
  loadPopupClip,
}: Pick<SearchDashboardProps<SearchClip>, 'search' | 'navigate' | 'loadPopupClip'>) {
  const map = useQuery({
    ...mapPointsQueryOptions(toFilterQuery(search)),
    placeholderData: keepPreviousData,
  });
  if (map.isError) return <ErrorState error={map.error} onRetry={() => void map.refetch()} />;
  if (!map.data) return <p className="muted">{common.loading}</p>;
  const { points, totalCount, truncated } = map.data;
  if (totalCount === 0) return <EmptyState onClear={() => navigate(clearedSearch)} />;
  return (
    <>
      {truncated && (
        <p className="search-banner search-banner--quiet" role="status">
          {t.map.truncated(formatCompact(Math.min(points.length, MAP_POINTS_MAX)))}
        </p>
      )}
      {points.length === 0 && <p className="muted">{t.map.noPins}</p>}
      <MapErrorBoundary message={t.map.failed}>
        <Suspense fallback={<p className="muted">{common.loading}</p>}>
          <ClipMap
            points={points}
            bbox={search.bbox}
            loadPopupClip={loadPopupClip}
            onSearchArea={(bbox) => navigate((previous) => applyFilter(previous, { bbox }))}
          />
        </Suspense>
      </MapErrorBoundary>
    </>
  );
}

export function SearchDashboard<TClip extends SearchClip>({
  search,
  navigate,
  clipSchema,
  renderCard,
  loadPopupClip,
}: SearchDashboardProps<TClip>) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [sheetOpen, setSheetOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const list = useQuery({
    ...searchVideosQueryOptions(toListQuery(search), clipSchema),
    placeholderData: keepPreviousData,
  });
  const change = (patch: FilterPatch) => navigate((previous) => applyFilter(previous, patch));
  const clear = () => navigate(clearedSearch);
  const isMap = search.view === 'map';
  const data = list.data;
  const filterCount = activeFilterCount(search);

  // The map starts at its top, wherever the list had been scrolled to.
  const wasMap = useRef(isMap);
  useEffect(() => {
    if (isMap && !wasMap.current) resultsRef.current?.scrollIntoView({ block: 'start' });
    wasMap.current = isMap;
  }, [isMap]);

  return (
    <section className="page search">
      <ApiStatusBanner />
      {search.purchased && (
        <PurchasedNotice
          onDismiss={() => navigate((previous) => ({ ...previous, purchased: undefined }), { replace: true })}
        />
      )}
      <header className="page__header search__header">
        <div>
          <h1>{t.title}</h1>
          <p className="muted">{t.intro}</p>
        </div>
      </header>

      <div className="search-layout">
        {!isPhone && (
          <aside className="search-layout__aside">
            <div className="search-layout__filters">
              <FilterPanel search={search} facets={data?.facets ?? null} onChange={change} onClear={clear} />
            </div>
          </aside>
        )}
        {isPhone && sheetOpen && (
          <FilterSheet
            search={search}
            clipSchema={clipSchema}
            onClose={() => setSheetOpen(false)}
            onApply={(next) => {
              setSheetOpen(false);
              navigate(() => next);
            }}
          />
        )}

        <div className="search-layout__results" ref={resultsRef}>
          <div className="search-toolbar">
            {isPhone && (
              <button
                type="button"
                className={`button search-toolbar__filters${filterCount ? '' : ' button--ghost'}`}
                aria-haspopup="dialog"
                onClick={() => setSheetOpen(true)}
              >
                {filterCount ? t.filters.openWithCount(filterCount) : t.filters.open}
              </button>
            )}
            <p className="search-toolbar__count" aria-live="polite">
              {data
                ? (data.pagination.totalCountCapped ? t.foundMore : t.found)(
                    formatCompact(data.pagination.totalCount),
                  )
                : ''}
              {list.isFetching && list.isPlaceholderData && <span className="muted"> · {t.updating}</span>}
            </p>
            <SortSelect search={search} onChange={change} />
            <ListMapToggle
              className="search-toolbar__views"
              isMap={isMap}
              onList={() => navigate((previous) => ({ ...previous, view: undefined }))}
              onMap={() => navigate((previous) => ({ ...previous, view: 'map' }))}
              texts={t.views}
            />
          </div>

          {!isMap && data?.correctedSearch && search.keyword && (
            <p className="search-banner search-banner--quiet" role="status">
              {t.corrected(search.keyword, data.correctedSearch)}
            </p>
          )}

          {!isMap && data?.similarSpelling && !data.correctedSearch && search.keyword && (
            <p className="search-banner search-banner--quiet" role="status">
              {t.similarSpelling(search.keyword)}
            </p>
          )}

          {search.bbox && (
            <p className="search-banner search-banner--quiet">
              {t.map.areaActive}{' '}
              <button
                type="button"
                className="button button--ghost"
                onClick={() => change({ bbox: undefined })}
              >
                {t.map.clearArea}
              </button>
            </p>
          )}

          {isMap ? (
            <MapResults search={search} navigate={navigate} loadPopupClip={loadPopupClip} />
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : !data ? (
            <p className="muted">{common.loading}</p>
          ) : data.videos.length === 0 ? (
            <EmptyState onClear={clear} />
          ) : (
            <>
              <ul className="clip-grid">
                {data.videos.map((video, position) => (
                  <li key={video._id}>{renderCard(video, position < LANDING_PRELOADED_COVERS)}</li>
                ))}
              </ul>
              <Pager
                page={data.pagination.page}
                totalPages={data.pagination.totalPages}
                label={t.pagination}
                onPageChange={(page) =>
                  navigate((previous) => ({ ...previous, page: page > 1 ? page : undefined }))
                }
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
