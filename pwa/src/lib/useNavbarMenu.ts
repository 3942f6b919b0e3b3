import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

/**
 * A navbar drop-down's open state (the profile menu, the notification bell): it opens "at" the
 * current path, so navigating anywhere closes it without an effect, and a press outside it or
 * Escape closes it too. Put `rootRef` on the element that holds the button and the menu.
 */
export function useNavbarMenu<T extends HTMLElement = HTMLDivElement>() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const rootRef = useRef<T>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenAt(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return {
    open,
    rootRef,
    toggle: () => setOpenAt(open ? null : pathname),
    close: () => setOpenAt(null),
  };
}
