import { clips } from '../lib/texts.ts';

interface PagerProps {
  page: number;
  totalPages: number;
  /** What is being paged, for screen readers. */
  label: string;
  onPageChange: (page: number) => void;
}

/** Previous / "page n of m" / next, shown only when there is more than one page. */
export function Pager({ page, totalPages, label, onPageChange }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {clips.previousPage}
      </button>
      <span aria-current="page">{clips.pageOf(page, totalPages)}</span>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {clips.nextPage}
      </button>
    </nav>
  );
}
