import type { ReactNode } from 'react';
import { adminCommon as t } from './adminSharedTexts.ts';
import { AdminPager } from './AdminPager.tsx';

interface ShowingCountProps {
  shown: number;
  total: number;
  /** The server stopped counting at `total` (pagination.totalCountCapped). */
  capped?: boolean;
}

/** "แสดง 10 จาก 23 รายการ", or "… จากมากกว่า 10,000 รายการ" once the server stopped counting. */
export function ShowingCount({ shown, total, capped = false }: ShowingCountProps) {
  return (
    <p className="muted" role="status">
      {capped ? t.showingMore(shown, total) : t.showing(shown, total)}
    </p>
  );
}

interface AdminTableProps {
  label: string;
  /** The column headings; the actions column is added last. */
  columns: readonly string[];
  /** The next page or filter is loading while this one stays. */
  busy?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** An admin list's table: its headings, then the screen's own rows. */
export function AdminTable({ label, columns, busy, children }: AdminTableProps) {
  return (
    <div className="admin-table-wrap" aria-busy={busy || undefined}>
      <table className="admin-table" aria-label={label}>
        <thead>
          <tr>
            {[...columns, t.actions].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

interface AdminListProps extends ShowingCountProps {
  page: number;
  totalPages: number;
  /** What is being paged, for screen readers. */
  pagerLabel: string;
  onPageChange: (page: number) => void;
  withEnds?: boolean;
  /** The table, shown unless the page is empty. */
  children: ReactNode;
}

/** One loaded page of an admin list: the counter, the table (or "nothing found") and the pager. */
export function AdminList({
  shown,
  total,
  capped,
  page,
  totalPages,
  pagerLabel,
  onPageChange,
  withEnds,
  children,
}: AdminListProps) {
  return (
    <>
      <ShowingCount shown={shown} total={total} capped={capped} />
      {shown === 0 ? <p className="muted">{t.empty}</p> : children}
      <AdminPager
        page={page}
        totalPages={totalPages}
        label={pagerLabel}
        onPageChange={onPageChange}
        withEnds={withEnds}
      />
    </>
  );
}

/** A row's last cell: "ดูรายละเอียด" first, then the row's own actions. */
export function ActionsCell({ onView, children }: { onView: () => void; children?: ReactNode }) {
  return (
    <td>
      <div className="admin-table__actions">
        <button type="button" className="button button--ghost" onClick={onView}>
          {t.view}
        </button>
        {children}
      </div>
    </td>
  );
}

/** A person's cell: the name (or `none`), with the e-mail under it. */
export function PersonCell({
  person,
  none,
}: {
  person: { displayName: string; email: string };
  none: string;
}) {
  return (
    <td>
      {person.displayName || none}
      {person.email && <div className="muted">{person.email}</div>}
    </td>
  );
}
