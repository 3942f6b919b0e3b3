import { adminCommon as t } from './adminSharedTexts.ts';
import { pageNumbers } from './pageNumbers.ts';

interface AdminPagerProps {
  page: number;
  totalPages: number;
  /** What is being paged, for screen readers. */
  label: string;
  onPageChange: (page: number) => void;
  /** First and last buttons: the users and videos lists have them, the others only previous/next. */
  withEnds?: boolean;
}

/** The admin pager (admin spec §9): up to 5 numbers, shown only when there is more than one page. */
export function AdminPager({ page, totalPages, label, onPageChange, withEnds = false }: AdminPagerProps) {
  if (totalPages <= 1) return null;
  const button = (text: string, target: number, disabled: boolean, current = false) => (
    <button
      key={`${text}-${target}`}
      type="button"
      className={`button button--ghost admin-pager__button${current ? ' admin-pager__button--current' : ''}`}
      disabled={disabled}
      aria-current={current ? 'page' : undefined}
      aria-label={current || /^\d+$/.test(text) ? t.pageNumber(target) : undefined}
      onClick={() => onPageChange(target)}
    >
      {text}
    </button>
  );
  return (
    <nav className="pager admin-pager" aria-label={label}>
      {withEnds && button(t.first, 1, page <= 1)}
      {button(t.previous, page - 1, page <= 1)}
      {pageNumbers(page, totalPages).map((n) => button(String(n), n, false, n === page))}
      {button(t.next, page + 1, page >= totalPages)}
      {withEnds && button(t.last, totalPages, page >= totalPages)}
    </nav>
  );
}
