import { useLayoutEffect, useRef, type ReactNode } from 'react';
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
  /** The column headings; the actions column is added last unless `actions` is false. */
  columns: readonly string[];
  /** Whether the rows end with an actions cell (ActionsCell); the audit's rows have none. */
  actions?: boolean;
  /** The next page or filter is loading while this one stays. */
  busy?: boolean;
  /** The rows. */
  children: ReactNode;
}

/**
 * An admin list's table: its headings, then the screen's own rows. On a phone each row reads as a
 * card (adminShared.css), every cell under its heading's name: the headings are copied onto the
 * cells as `data-label` here, so the screens' rows stay plain table rows.
 */
export function AdminTable({ label, columns, actions = true, busy, children }: AdminTableProps) {
  const headings = actions ? [...columns, t.actions] : [...columns];
  const body = useRef<HTMLTableSectionElement>(null);
  useLayoutEffect(() => {
    for (const row of Array.from(body.current?.rows ?? []))
      Array.from(row.cells).forEach((cell, index) => {
        const heading = headings[index];
        if (heading && cell.dataset.label !== heading) cell.dataset.label = heading;
      });
  });
  return (
    <div
      className={`admin-table-wrap${actions ? ' admin-table-wrap--actions' : ''}`}
      aria-busy={busy || undefined}
    >
      <table className="admin-table" aria-label={label}>
        <thead>
          <tr>
            {headings.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={body}>{children}</tbody>
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
    <td className="admin-table__actions-cell">
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
