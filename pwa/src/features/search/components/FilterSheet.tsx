/**
 * The phone's filters: a full-screen sheet (a modal <dialog>: focus stays inside, Escape closes)
 * over the results. Changes are a draft until "ดูผลลัพธ์ N คลิป", whose N is the live total of the
 * list API for the draft; the count's query is the list's own, so the applied list is already loaded.
 * Closing without applying keeps the search as it was.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { formatCompact } from '../../../lib/format.ts';
import { search as t } from '../searchTexts.ts';
import { searchVideosQueryOptions, type ClipSchema, type SearchClip } from '../api/searchVideos.ts';
import {
  applyFilter,
  clearedSearch,
  toListQuery,
  type DashboardSearch,
  type FilterPatch,
} from '../searchParams.ts';
import { FilterPanel } from './FilterPanel.tsx';

export interface FilterSheetProps<TClip extends SearchClip> {
  search: DashboardSearch;
  clipSchema: ClipSchema<TClip>;
  onApply: (search: DashboardSearch) => void;
  onClose: () => void;
}

export function FilterSheet<TClip extends SearchClip>({
  search,
  clipSchema,
  onApply,
  onClose,
}: FilterSheetProps<TClip>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [draft, setDraft] = useState(search);
  const count = useQuery({
    ...searchVideosQueryOptions(toListQuery(draft), clipSchema),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // jsdom has no showModal; there the sheet is simply shown.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  const total = count.data?.pagination;
  const label = !total
    ? t.filters.counting
    : (total.totalCountCapped ? t.filters.showMoreResults : t.filters.showResults)(
        formatCompact(total.totalCount),
      );

  return (
    <dialog ref={ref} className="search-sheet" aria-labelledby={titleId} onClose={onClose}>
      <div className="search-sheet__head">
        <h2 id={titleId}>{t.filters.heading}</h2>
        <button type="button" className="search-sheet__close" aria-label={t.filters.close} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="search-sheet__body">
        <FilterPanel
          search={draft}
          facets={count.data?.facets ?? null}
          onChange={(patch: FilterPatch) => setDraft((previous) => applyFilter(previous, patch))}
          onClear={() => setDraft((previous) => clearedSearch(previous))}
        />
      </div>
      <div className="search-sheet__foot">
        <button
          type="button"
          className="button button--block"
          aria-busy={count.isFetching || undefined}
          onClick={() => onApply(draft)}
        >
          {label}
        </button>
      </div>
    </dialog>
  );
}
