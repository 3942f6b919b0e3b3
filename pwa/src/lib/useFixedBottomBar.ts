import { useEffect, useRef } from 'react';

/** The CSS variable other fixed elements (the cookie banner) read to stay above a bottom bar. */
export const FIXED_BOTTOM_BAR_VAR = '--fixed-bottom-bar-height';

/**
 * For an element that CSS fixes to the bottom of the screen at some widths (the clip page's buy
 * bar on phones): keeps its height in FIXED_BOTTOM_BAR_VAR on the document while it is fixed there,
 * so the cookie banner sits above it rather than over the buy button. 0 while it is not fixed.
 */
export function useFixedBottomBar<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => {
      const fixed = getComputedStyle(element).position === 'fixed';
      root.style.setProperty(FIXED_BOTTOM_BAR_VAR, `${fixed ? element.offsetHeight : 0}px`);
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(FIXED_BOTTOM_BAR_VAR);
    };
  }, []);
  return ref;
}
