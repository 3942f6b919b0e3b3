import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Every route change starts at the top of the page (spec: shell behaviour). */
export function ScrollToTop() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
