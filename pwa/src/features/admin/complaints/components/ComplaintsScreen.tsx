import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_DESCRIPTION_PREVIEW, COMPLAINT_STATUSES, COMPLAINT_TYPES } from '../../../../lib/constants.ts';
import { formatThaiDate } from '../../../../lib/format.ts';
import { adminCommon, adminHistory } from '../../shared/adminSharedTexts.ts';
import { adminComplaints as t } from '../adminComplaintsTexts.ts';
import { ActionsCell, AdminList, AdminTable } from '../../shared/AdminList.tsx';
import { AdminScreenState } from '../../shared/AdminScreenState.tsx';
import { listSearch } from '../../shared/listSearch.ts';
import { ChoiceField } from '../../shared/ChoiceField.tsx';
import { CountCards } from '../../shared/CountCards.tsx';
import { DebouncedField } from '../../shared/DebouncedField.tsx';
import { failureText } from '../../shared/useAdminAction.ts';
import {
  adminComplaintsQueryOptions,
  totalPagesOf,
  type AdminComplaint,
  type AdminComplaintsSearch,
} from '../api/adminComplaints.ts';
import {
  complaintPriorityBadge,
  complaintPriorityLabel,
  complaintStatusBadge,
  complaintStatusLabel,
  complaintTypeLabel,
} from '../complaintLabels.ts';
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
  const filters = {
    search: search.search ?? '',
    status: search.status,
    type: search.type,
    page: search.page ?? 1,
  };
  const query = useQuery({ ...adminComplaintsQueryOptions(filters), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<{ complaint: AdminComplaint; mode: DetailMode } | null>(null);

  const { filter, goTo } = listSearch(search, onSearchChange);

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

      <CountCards
        label={t.countsLabel}
        counts={[
          [t.countOpen, data?.counts.open],
          [t.countInProgress, data?.counts.inProgress],
          [t.countResolved, data?.counts.resolved],
          [t.countTotal, data?.counts.total],
        ]}
      />

      <div className="admin-toolbar" role="search">
        <DebouncedField
          label={t.search}
          type="search"
          placeholder={t.searchPlaceholder}
          value={filters.search}
          onCommit={(value) => filter({ search: value || undefined })}
        />
        <ChoiceField
          label={t.statusFilter}
          value={search.status}
          choices={COMPLAINT_STATUSES}
          name={complaintStatusLabel}
          allText={adminCommon.all}
          onChange={(status) => filter({ status })}
        />
        <ChoiceField
          label={t.typeFilter}
          value={search.type}
          choices={COMPLAINT_TYPES}
          name={complaintTypeLabel}
          allText={adminCommon.all}
          onChange={(type) => filter({ type })}
        />
      </div>

      {!data ? (
        <AdminScreenState query={query} failed={failureText(query.error, t.loadFailed)} />
      ) : (
        <AdminList
          shown={data.complaints.length}
          total={data.total}
          page={filters.page}
          totalPages={totalPages}
          pagerLabel={t.pagination}
          onPageChange={goTo}
        >
          <AdminTable
            label={t.listLabel}
            columns={[t.id, t.reporter, t.subject, t.type, t.priority, t.status, t.date]}
          >
            {data.complaints.map((complaint) => (
              <ComplaintRow
                key={complaint._id}
                complaint={complaint}
                onOpen={(mode) => setOpen({ complaint, mode })}
              />
            ))}
          </AdminTable>
        </AdminList>
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
      <ActionsCell onView={() => onOpen('view')}>
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
      </ActionsCell>
    </tr>
  );
}
