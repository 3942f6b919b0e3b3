import { ADMIN_DATE_FILTERS, SEARCH_KEYWORD_MAX } from '../../../lib/constants.ts';
import { adminCommon } from './adminSharedTexts.ts';
import { ChoiceField } from './ChoiceField.tsx';
import { DebouncedField } from './DebouncedField.tsx';
import { dateFilterLabel } from './moneyFormat.ts';
import type { StatusDateSearch } from './statusDateSearch.ts';

interface StatusDateToolbarProps<S extends string> {
  texts: { searchLabel: string; searchPlaceholder: string; statusFilter: string; dateFilter: string };
  statuses: readonly S[];
  statusName: (status: S) => string;
  search: StatusDateSearch & { status?: S };
  /** A change of search or filter; the screen goes back to page 1 (admin spec §5). */
  onFilter: (patch: { search?: string; status?: S; date?: StatusDateSearch['date'] }) => void;
}

/** The search box (debounced), the status and the date filter of the money lists. */
export function StatusDateToolbar<S extends string>({
  texts,
  statuses,
  statusName,
  search,
  onFilter,
}: StatusDateToolbarProps<S>) {
  return (
    <div className="admin-toolbar">
      <DebouncedField
        label={texts.searchLabel}
        type="search"
        placeholder={texts.searchPlaceholder}
        maxLength={SEARCH_KEYWORD_MAX}
        value={search.search ?? ''}
        onCommit={(text) => onFilter({ search: text || undefined })}
      />
      <ChoiceField
        label={texts.statusFilter}
        value={search.status}
        choices={statuses}
        name={statusName}
        allText={adminCommon.all}
        onChange={(status) => onFilter({ status })}
      />
      <ChoiceField
        label={texts.dateFilter}
        value={search.date}
        choices={ADMIN_DATE_FILTERS}
        name={dateFilterLabel}
        allText={adminCommon.anyDate}
        onChange={(date) => onFilter({ date })}
      />
    </div>
  );
}
