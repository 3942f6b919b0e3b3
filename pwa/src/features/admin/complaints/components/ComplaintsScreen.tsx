import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  ADMIN_DESCRIPTION_PREVIEW,
  COMPLAINT_STATUSES,
  COMPLAINT_TYPES,
  FILTER_DEBOUNCE_MS,
} from '../../../../lib/constants.ts';
import { formatThaiDate } from '../../../../lib/format.ts';
import { adminCommon, adminHistory, adminComplaints as t } from '../../../../lib/texts.ts';
import { AdminPager } from '../../shared/AdminPager.tsx';
import { AdminScreenState } from '../../shared/AdminScreenState.tsx';
import { failureText } from '../../shared/useAdminAction.ts';
import {
  adminComplaintsQueryOptions,
  totalPagesOf,
  type AdminComplaint,
  type AdminComplaintsSearch,
  type ComplaintStatus,
  type ComplaintType,
} from '../api/adminComplaints.ts';
import {
  complaintPriorityBadge,
  complaintPriorityLabel,
  complaintStatusBadge,
  complaintStatusLabel,
  complaintTypeLabel,
} from '../complaintLabels.ts';
import { useDebouncedFilter } from '../useDebounced.ts';
import { ComplaintDetailModal, type DetailMode } from './ComplaintDetailModal.tsx';
import './complaints.css';

interface ComplaintsScreenProps {
  search: AdminComplaintsSearch;
  onSearchChange: (search: AdminComplaintsSearch) => void;
}

const preview = (text: string) =>
  text.length > ADMIN_DESCRIPTION_PREVIEW ? `${text.slice(0, ADMIN_DESCRIPTION_PREVIEW)}...` : text;

/** Still open to the admin: resolve and reject (the server also allows them once in progress). */
export const isOpenComplaint = (complaint: AdminComplaint) =>
  complaint.status === 'open' || complaint.status === 'in_progress';

/**
 * /admin/complaints (admin spec §2 Complaints management; issue 7): counts over all complaints,
 * search, status and type filters applied on the server, the table, and a detail popup where the
 * admin takes a complaint in progress, changes its priority, or resolves or rejects it with a
 * response the reporter reads.
 */
export function ComplaintsScreen({ search, onSearchChange }: ComplaintsScreenProps) {
  const ids = { search: useId(), status: useId(), type: useId() };
  const filters = {
    search: search.search ?? '',
    status: search.status,
    type: search.type,
    page: search.page ?? 1,
  };
  const query = useQuery({ ...adminComplaintsQueryOptions(filters), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<{ complaint: AdminComplaint; mode: DetailMode } | null>(null);

  // Every filter change starts again at page 1 (admin spec §5).
  const filter = (next: Partial<AdminComplaintsSearch>) =>
    onSearchChange({ ...search, ...next, page: undefined });
  const [text, setText] = useDebouncedFilter(
    filters.search,
    (value) => filter({ search: value || undefined }),
    FILTER_DEBOUNCE_MS,
  );

  const data = query.data;
  const totalPages = data ? totalPagesOf(data) : 1;
  // The popup follows the reloaded list, so a new status or priority shows at once.
  const current = open
    ? (data?.complaints.find((c) => c._id === open.complaint._id) ?? open.complaint)
    : null;

  return (
    <section className="page admin-complaints">
      <header className="admin-page__head">
        <h1>{t.title}</h1>
      </header>

      <div className="admin-cards" role="group" aria-label={t.countsLabel}>
        {(
          [
            [t.countOpen, data?.counts.open],
            [t.countInProgress, data?.counts.inProgress],
            [t.countResolved, data?.counts.resolved],
            [t.countTotal, data?.counts.total],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="admin-card">
            <p className="admin-card__label">{label}</p>
            <p className="admin-card__value">{(value ?? 0).toLocaleString('th-TH')}</p>
          </div>
        ))}
      </div>

      <div className="admin-toolbar" role="search">
        <div className="field">
          <label htmlFor={ids.search}>{t.search}</label>
          <input
            id={ids.search}
            type="search"
            value={text}
            placeholder={t.searchPlaceholder}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.status}>{t.statusFilter}</label>
          <select
            id={ids.status}
            value={search.status ?? 'all'}
            onChange={(event) => {
              const value = event.target.value;
              filter({ status: value === 'all' ? undefined : (value as ComplaintStatus) });
            }}
          >
            <option value="all">{adminCommon.all}</option>
            {COMPLAINT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {complaintStatusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.type}>{t.typeFilter}</label>
          <select
            id={ids.type}
            value={search.type ?? 'all'}
            onChange={(event) => {
              const value = event.target.value;
              filter({ type: value === 'all' ? undefined : (value as ComplaintType) });
            }}
          >
            <option value="all">{adminCommon.all}</option>
            {COMPLAINT_TYPES.map((type) => (
              <option key={type} value={type}>
                {complaintTypeLabel(type)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {!data ? (
        <AdminScreenState query={query} failed={failureText(query.error, t.loadFailed)} />
      ) : (
        <>
          <p className="muted" role="status">
            {adminCommon.showing(data.complaints.length, data.total)}
          </p>
          {data.complaints.length === 0 ? (
            <p className="muted">{adminCommon.empty}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table" aria-label={t.listLabel}>
                <thead>
                  <tr>
                    <th scope="col">{t.id}</th>
                    <th scope="col">{t.reporter}</th>
                    <th scope="col">{t.subject}</th>
                    <th scope="col">{t.type}</th>
                    <th scope="col">{t.priority}</th>
                    <th scope="col">{t.status}</th>
                    <th scope="col">{t.date}</th>
                    <th scope="col">{adminCommon.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.complaints.map((complaint) => (
                    <ComplaintRow
                      key={complaint._id}
                      complaint={complaint}
                      onOpen={(mode) => setOpen({ complaint, mode })}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <AdminPager
            page={filters.page}
            totalPages={totalPages}
            label={t.pagination}
            onPageChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
          />
        </>
      )}

      {open && current && (
        <ComplaintDetailModal
          complaint={current}
          mode={open.mode}
          onModeChange={(mode) => setOpen({ complaint: current, mode })}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}

function ComplaintRow({
  complaint,
  onOpen,
}: {
  complaint: AdminComplaint;
  onOpen: (mode: DetailMode) => void;
}) {
  const name = complaint.reporter.displayName || adminHistory.erasedPerson;
  return (
    <tr data-complaint={complaint._id}>
      <td className="admin-complaints__code">{complaint.id}</td>
      <td>
        <div className="admin-complaints__reporter">
          {complaint.reporter.photoURL ? (
            <img src={complaint.reporter.photoURL} alt="" width={32} height={32} loading="lazy" />
          ) : (
            <span className="admin-complaints__avatar" aria-hidden="true">
              {name.slice(0, 1)}
            </span>
          )}
          <div>
            <div>{name}</div>
            {complaint.reporter.email && <div className="muted">{complaint.reporter.email}</div>}
          </div>
        </div>
      </td>
      <td>
        <strong>{complaint.subject}</strong>
        <div className="muted">{preview(complaint.description)}</div>
      </td>
      <td>
        <span className="badge">{complaintTypeLabel(complaint.type)}</span>
      </td>
      <td>
        <span className={complaintPriorityBadge(complaint.priority)}>
          {complaintPriorityLabel(complaint.priority)}
        </span>
      </td>
      <td>
        <span className={complaintStatusBadge(complaint.status)}>
          {complaintStatusLabel(complaint.status)}
        </span>
      </td>
      <td>
        <time dateTime={complaint.createdAt}>{formatThaiDate(complaint.createdAt, 'short')}</time>
      </td>
      <td>
        <div className="admin-table__actions">
          <button type="button" className="button button--ghost" onClick={() => onOpen('view')}>
            {adminCommon.view}
          </button>
          {isOpenComplaint(complaint) && (
            <>
              <button type="button" className="button" onClick={() => onOpen('resolve')}>
                {t.resolve}
              </button>
              <button type="button" className="button button--danger" onClick={() => onOpen('reject')}>
                {t.reject}
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
