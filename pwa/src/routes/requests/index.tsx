import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { boardQuery, requestsQueryOptions } from '../../features/requests/api/listRequests.ts';
import { RequestsBoard } from '../../features/requests/components/RequestsBoard.tsx';
import { requestsSearchSchema } from '../../features/requests/requestsSearch.ts';

// The board's map is search's clip map (Leaflet and clustering load only when it is opened).
const ClipMap = lazy(() => import('../../features/search/components/ClipMap.tsx'));

export const Route = createFileRoute('/requests/')({
  validateSearch: requestsSearchSchema,
  // Plain values only: loaderDeps stays in the route tree of every first load, the API code does not.
  loaderDeps: ({ search }) => ({
    // "Near me" waits for the device's position, and the map asks for its pins itself.
    list:
      search.near === undefined && search.view !== 'map'
        ? { province: search.province, date: search.date, page: search.page }
        : null,
  }),
  // Prefetch only: a failed list shows inside the page, beside the filters that can change it.
  loader: async ({ context: { queryClient }, deps, cause }) => {
    if (!deps.list) return;
    const prefetched = queryClient.prefetchQuery(requestsQueryOptions(boardQuery(deps.list, null)));
    if (cause !== 'stay') await prefetched;
  },
  component: RequestsRoute,
});

function RequestsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequestsBoard
      search={search}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
      renderMap={(props) => (
        <Suspense fallback={null}>
          <ClipMap {...props} />
        </Suspense>
      )}
    />
  );
}
