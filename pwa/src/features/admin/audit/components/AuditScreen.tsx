import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showNotice } from '../../../../lib/notice.ts';
import { adminCommon, adminHistory } from '../../shared/adminSharedTexts.ts';
import { adminAudit as t } from '../adminAuditTexts.ts';
import { AdminList, AdminTable } from '../../shared/AdminList.tsx';
import { AdminScreenState } from '../../shared/AdminScreenState.tsx';
import { listSearch } from '../../shared/listSearch.ts';
import { actionText, actorText, whenText, type AuditEntry } from '../../shared/auditEntry.ts';
import { ChangeLines } from '../../shared/ChangeLines.tsx';
import { ChoiceField } from '../../shared/ChoiceField.tsx';
import { DateField } from '../../shared/DateField.tsx';
import { DebouncedField } from '../../shared/DebouncedField.tsx';
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
const ACTIONS = Object.keys(adminHistory.actions).sort((a, b) =>
  actionText(a).localeCompare(actionText(b), 'th'),
);

const entityTypeText = (type: string) => t.entityTypes[type] ?? type;

/**
 * /admin/audit (issue 7): who did what, when — newest first, filtered by actor, entity type,
 * action and Bangkok days on the server, paged, with the same entries as a CSV download. An
 * erased person's entries show without their personal data (the server has removed it).
 */
export function AuditScreen({ search, onSearchChange }: AuditScreenProps) {
  const { page, filter, goTo } = listSearch(search, onSearchChange);
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
        <DebouncedField
          label={t.actor}
          type="search"
          placeholder={t.actorPlaceholder}
          value={search.actor ?? ''}
          onCommit={(value) => filter({ actor: value || undefined })}
        />
        <ChoiceField
          label={t.entityType}
          value={search.entityType}
          choices={AUDIT_ENTITY_TYPES}
          name={entityTypeText}
          allText={adminCommon.all}
          onChange={(entityType) => filter({ entityType })}
        />
        <ChoiceField
          label={t.action}
          value={search.action}
          choices={ACTIONS}
          name={actionText}
          allText={adminCommon.all}
          onChange={(action) => filter({ action })}
        />
        <DateField
          label={t.dateFrom}
          value={search.dateFrom}
          max={search.dateTo}
          onChange={(dateFrom) => filter({ dateFrom })}
        />
        <DateField
          label={t.dateTo}
          value={search.dateTo}
          min={search.dateFrom}
          onChange={(dateTo) => filter({ dateTo })}
        />
        {filtered && (
          <button type="button" className="button button--ghost" onClick={() => onSearchChange({})}>
            {adminCommon.clearFilters}
          </button>
        )}
      </div>

      {!data ? (
        <AdminScreenState query={query} failed={failureText(query.error, t.loadFailed)} />
      ) : (
        <AdminList
          shown={data.entries.length}
          total={data.pagination.totalCount}
          capped={data.pagination.totalCountCapped}
          page={page}
          totalPages={data.pagination.totalPages}
          pagerLabel={t.pagination}
          onPageChange={goTo}
        >
          <AdminTable
            label={t.listLabel}
            actions={false}
            columns={[adminHistory.when, adminHistory.who, adminHistory.what, t.entity, adminHistory.changes]}
          >
            {data.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </AdminTable>
        </AdminList>
      )}
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
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
        <ChangeLines entry={entry} empty={adminHistory.empty_value} />
      </td>
    </tr>
  );
}
