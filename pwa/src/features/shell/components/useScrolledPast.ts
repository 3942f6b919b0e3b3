import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the page is scrolled further down than `px`. */
export function useScrolledPast(px: number): boolean {
  const snapshot = useCallback(() => window.scrollY > px, [px]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
