import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFound } from './features/shell/components/NotFound.tsx';
import { SkeletonCards } from './components/SkeletonCards.tsx';
import { RouteError } from './features/shell/components/RouteError.tsx';
import { routeTree } from './routeTree.gen.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Freshness is TanStack Query's job; the router always asks it (ensureQueryData).
    defaultPreloadStaleTime: 0,
    // A page waiting for its data shows where the content will be (grey cards), not a spinner.
    defaultPendingComponent: SkeletonCards,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
