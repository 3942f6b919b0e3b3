import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { REQUEST_STATUSES } from '../../../../lib/constants.ts';
import { formatThaiDate } from '../../../../lib/format.ts';
import { ActionsCell, AdminList, AdminTable } from '../../shared/AdminList.tsx';
import { AdminScreenState } from '../../shared/AdminScreenState.tsx';
import { adminCommon } from '../../shared/adminSharedTexts.ts';
import { ChoiceField } from '../../shared/ChoiceField.tsx';
import { CountCards } from '../../shared/CountCards.tsx';
import { DebouncedField } from '../../shared/DebouncedField.tsx';
import { listSearch } from '../../shared/listSearch.ts';
import { failureText } from '../../shared/useAdminAction.ts';
import { adminRequests as t } from '../adminRequestsTexts.ts';
import {
  adminRequestsQueryOptions,
  type AdminRequest,
  type AdminRequestsSearch,
} from '../api/adminRequests.ts';
import { requestStatusBadge, requestStatusLabel } from '../requestLabels.ts';
import { RemoveRequestDialog, RequestDetailModal } from './RequestDetailModal.tsx';
import './requests.css';

interface RequestsScreenProps {
  search: AdminRequestsSearch;
  onSearchChange: (search: AdminRequestsSearch) => void;
}

/**
 * /admin/requests (issue 22): footage requests filtered by status and "reported only" on the
 * server, each with its requester (uid and e-mail, admins only) and how often it was reported; a
 * detail popup with the history, and removal with a reason the requester reads.
 */
export function RequestsScreen({ search, onSearchChange }: RequestsScreenProps) {
  const query = useQuery({ ...adminRequestsQueryOptions(search), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<AdminRequest | null>(null);
  const [removing, setRemoving] = useState<AdminRequest | null>(null);
  const { filter, goTo } = listSearch(search, onSearchChange);
  const reportedId = useId();
  const data = query.data;
  // The popup follows the reloaded list, so a removal shows at once.
  const current = open ? (data?.requests.find((r) => r.requestId === open.requestId) ?? open) : null;

  return (
    <section className="page admin-requests">
      <header className="admin-page__head">
        <h1>{t.title}</h1>
        <p className="muted">{t.intro}</p>
      </header>

      <CountCards
        label={t.countsLabel}
        counts={[
          [t.countOpen, data?.counts.open],
          [t.countReported, data?.counts.reported],
          [t.countRemoved, data?.counts.removed],
          [t.countTotal, data?.counts.total],
        ]}
      />

      <div className="admin-toolbar" role="search">
        <DebouncedField
          label={t.search}
          type="search"
          placeholder={t.searchPlaceholder}
          value={search.search ?? ''}
          onCommit={(value) => filter({ search: value || undefined })}
        />
        <ChoiceField
          label={t.statusFilter}
          value={search.status}
          choices={REQUEST_STATUSES}
          name={requestStatusLabel}
          allText={adminCommon.all}
          onChange={(status) => filter({ status })}
        />
        <div className="field field--checkbox admin-requests__reported">
          <input
            id={reportedId}
            type="checkbox"
            checked={search.reported === true}
            onChange={(event) => filter({ reported: event.target.checked ? true : undefined })}
          />
          <label htmlFor={reportedId}>{t.reportedOnly}</label>
        </div>
      </div>

      {!data ? (
        <AdminScreenState query={query} failed={failureText(query.error, t.loadFailed)} />
      ) : (
        <AdminList
          shown={data.requests.length}
          total={data.total}
          capped={data.capped}
          page={search.page ?? 1}
          totalPages={data.totalPages}
          pagerLabel={t.pagination}
          onPageChange={goTo}
        >
          <AdminTable
            label={t.listLabel}
            columns={[t.request, t.requester, t.place, t.when, t.status, t.reports, t.openedAt]}
            busy={query.isFetching && query.isPlaceholderData}
          >
            {data.requests.map((request) => (
              <tr key={request.requestId} data-request={request.requestId}>
                <td>
                  <strong>{request.title}</strong>
                </td>
                <td>
                  {request.requester.email || request.requester.alias || adminCommon.none}
                  {request.requester.uid && <div className="muted">{request.requester.uid}</div>}
                </td>
                <td>{[request.place.district, request.place.province].filter(Boolean).join(' ')}</td>
                <td>
                  {request.when.incidentDate && formatThaiDate(request.when.incidentDate, 'short')}
                  <div className="muted">{t.window(request.when.timeFrom, request.when.timeTo)}</div>
                </td>
                <td>
                  <span className={requestStatusBadge(request.status)}>
                    {requestStatusLabel(request.status)}
                  </span>
                </td>
                <td>
                  {request.reportCount > 0 ? (
                    <strong className="admin-requests__reported-count">
                      {t.reportCount(request.reportCount)}
                    </strong>
                  ) : (
                    <span className="muted">{adminCommon.none}</span>
                  )}
                </td>
                <td>{request.openedAt && formatThaiDate(request.openedAt, 'short')}</td>
                <ActionsCell onView={() => setOpen(request)}>
                  {request.status !== 'removed' && (
                    <button
                      type="button"
                      className="button button--danger"
                      onClick={() => setRemoving(request)}
                    >
                      {t.remove}
                    </button>
                  )}
                </ActionsCell>
              </tr>
            ))}
          </AdminTable>
        </AdminList>
      )}

      {current && !removing && (
        <RequestDetailModal
          request={current}
          onRemove={() => setRemoving(current)}
          onClose={() => setOpen(null)}
        />
      )}
      {removing && <RemoveRequestDialog request={removing} onClose={() => setRemoving(null)} />}
    </section>
  );
}
