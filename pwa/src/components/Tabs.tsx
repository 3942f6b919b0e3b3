import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface TabsProps<T extends string> {
  tabs: readonly T[];
  active: T;
  onChange: (tab: T) => void;
  /** The tab list's accessible name. */
  label: string;
  names: Record<T, string>;
  /** The active tab's panel. */
  children: ReactNode;
}

/** Accessible tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move. */
export function Tabs<T extends string>({ tabs, active, onChange, label, names, children }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());

  // On a phone the tab row scrolls sideways: the active tab (opened by a link, ?tab=…) is in view.
  useEffect(() => {
    const tab = tabRefs.current.get(active);
    const list = tab?.parentElement;
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
    const start = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    if (start < list.scrollLeft || start + tab.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = start - (list.clientWidth - tab.offsetWidth) / 2;
  }, [active]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const jump = event.key === 'Home' ? tabs[0] : event.key === 'End' ? tabs[tabs.length - 1] : undefined;
    if (!step && !jump) return;
    event.preventDefault();
    const next = jump ?? tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length] ?? active;
    onChange(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className="tabs" tabIndex={-1} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`${baseId}-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(tab)}
          >
            {names[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${active}`}
        aria-labelledby={`${baseId}-tab-${active}`}
        className="tabs__panel"
        tabIndex={0}
      >
        {children}
      </div>
    </>
  );
}
