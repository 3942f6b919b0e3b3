import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFound } from './features/shell/components/NotFound.tsx';
import { PendingScreen } from './features/shell/components/PendingScreen.tsx';
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
    defaultPendingComponent: PendingScreen,
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
