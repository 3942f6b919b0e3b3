import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '../../../../lib/constants.ts';
import { showNotice } from '../../../../lib/notice.ts';
import { adminCommon, adminHistory, adminAudit as t } from '../../../../lib/texts.ts';
import { useDebouncedFilter } from '../../complaints/useDebounced.ts';
import { AdminPager } from '../../shared/AdminPager.tsx';
import { AdminScreenState } from '../../shared/AdminScreenState.tsx';
import {
  actionText,
  actorText,
  changeLines,
  detailLines,
  whenText,
  type AuditEntry,
} from '../../shared/auditEntry.ts';
import { failureText } from '../../shared/useAdminAction.ts';
import {
  AUDIT_ENTITY_TYPES,
  adminAuditQueryOptions,
  exportAuditCsv,
  type AdminAuditSearch,
  type AuditFilters,
} from '../api/adminAudit.ts';
import './audit.css';

interface AuditScreenProps {
  search: AdminAuditSearch;
  onSearchChange: (search: AdminAuditSearch) => void;
}

/** The action filter's choices: every action the history knows, by its Thai name. */
const ACTION_OPTIONS = Object.entries(adminHistory.actions).sort(([, a], [, b]) => a.localeCompare(b, 'th'));

const entityTypeText = (type: string) => t.entityTypes[type] ?? type;

/**
 * /admin/audit (issue 7): who did what, when — newest first, filtered by actor, entity type,
 * action and Bangkok days on the server, paged, with the same entries as a CSV download. An
 * erased person's entries show without their personal data (the server has removed it).
 */
export function AuditScreen({ search, onSearchChange }: AuditScreenProps) {
  const ids = { actor: useId(), entityType: useId(), action: useId(), from: useId(), to: useId() };
  const page = search.page ?? 1;
  const filters: AuditFilters = {
    actor: search.actor,
    entityType: search.entityType,
    action: search.action,
    dateFrom: search.dateFrom,
    dateTo: search.dateTo,
  };
  const query = useQuery({ ...adminAuditQueryOptions(filters, page), placeholderData: keepPreviousData });
  const [exporting, setExporting] = useState(false);
  const [exportFailure, setExportFailure] = useState<string | null>(null);

  // Every filter change starts again at page 1.
  const filter = (next: Partial<AdminAuditSearch>) => onSearchChange({ ...search, ...next, page: undefined });
  const [actor, setActor] = useDebouncedFilter(
    search.actor ?? '',
    (value) => filter({ actor: value || undefined }),
    FILTER_DEBOUNCE_MS,
  );
  const filtered = Object.values(filters).some(Boolean);

  const onExport = async () => {
    setExporting(true);
    setExportFailure(null);
    try {
      await exportAuditCsv(filters);
      showNotice(t.exported);
    } catch (error) {
      setExportFailure(failureText(error, t.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  const data = query.data;

  return (
    <section className="page admin-audit">
      <header className="admin-page__head">
        <h1>{t.title}</h1>
        <button type="button" className="button" disabled={exporting} onClick={() => void onExport()}>
          {exporting ? t.exporting : t.export}
        </button>
      </header>

      {exportFailure && (
        <p className="error-text" role="alert">
          {exportFailure}
        </p>
      )}

      <div className="admin-toolbar" role="search">
        <div className="field">
          <label htmlFor={ids.actor}>{t.actor}</label>
          <input
            id={ids.actor}
            type="search"
            value={actor}
            placeholder={t.actorPlaceholder}
            onChange={(event) => setActor(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.entityType}>{t.entityType}</label>
          <select
            id={ids.entityType}
            value={search.entityType ?? 'all'}
            onChange={(event) => {
              const value = event.target.value;
              filter({
                entityType: value === 'all' ? undefined : (value as AdminAuditSearch['entityType']),
              });
            }}
          >
            <option value="all">{adminCommon.all}</option>
            {AUDIT_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {entityTypeText(type)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.action}>{t.action}</label>
          <select
            id={ids.action}
            value={search.action ?? 'all'}
            onChange={(event) => {
              const value = event.target.value;
              filter({ action: value === 'all' ? undefined : value });
            }}
          >
            <option value="all">{adminCommon.all}</option>
            {ACTION_OPTIONS.map(([action, label]) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.from}>{t.dateFrom}</label>
          <input
            id={ids.from}
            type="date"
            value={search.dateFrom ?? ''}
            max={search.dateTo}
            onChange={(event) => filter({ dateFrom: event.target.value || undefined })}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>{t.dateTo}</label>
          <input
            id={ids.to}
            type="date"
            value={search.dateTo ?? ''}
            min={search.dateFrom}
            onChange={(event) => filter({ dateTo: event.target.value || undefined })}
          />
        </div>
        {filtered && (
          <button type="button" className="button button--ghost" onClick={() => onSearchChange({})}>
            {adminCommon.clearFilters}
          </button>
        )}
      </div>

      {!data ? (
        <AdminScreenState query={query} failed={failureText(query.error, t.loadFailed)} />
      ) : (
        <>
          <p className="muted" role="status">
            {adminCommon.showing(data.entries.length, data.pagination.totalCount)}
          </p>
          {data.entries.length === 0 ? (
            <p className="muted">{adminCommon.empty}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table" aria-label={t.listLabel}>
                <thead>
                  <tr>
                    <th scope="col">{adminHistory.when}</th>
                    <th scope="col">{adminHistory.who}</th>
                    <th scope="col">{adminHistory.what}</th>
                    <th scope="col">{t.entity}</th>
                    <th scope="col">{adminHistory.changes}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.entries.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <AdminPager
            page={page}
            totalPages={data.pagination.totalPages}
            label={t.pagination}
            onPageChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
          />
        </>
      )}
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const lines = [...changeLines(entry), ...detailLines(entry)];
  return (
    <tr data-action={entry.action}>
      <td className="admin-audit__when">
        <time dateTime={entry.at}>{whenText(entry.at)}</time>
      </td>
      <td>{actorText(entry)}</td>
      <td>{actionText(entry.action)}</td>
      <td>
        <div>{entityTypeText(entry.entityType)}</div>
        <code className="admin-audit__id">{entry.entityId}</code>
      </td>
      <td>
        {lines.length > 0 ? (
          <dl className="history__changes">
            {lines.map((line) => (
              <div key={line.field}>
                <dt>{line.label}</dt>
                <dd>{line.text}</dd>
              </div>
            ))}
          </dl>
        ) : (
          adminHistory.empty_value
        )}
      </td>
    </tr>
  );
}
