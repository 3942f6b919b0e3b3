import { useQuery } from '@tanstack/react-query';
import { adminHistory as t } from './adminSharedTexts.ts';
import { AdminScreenState } from './AdminScreenState.tsx';
import { actionText, actorText, whenText } from './auditEntry.ts';
import { ChangeLines } from './ChangeLines.tsx';
import { entityHistoryQueryOptions, type HistoryEntityType } from './getEntityHistory.ts';

/** The "history" tab of an admin popup: who did what and when, oldest first, with what changed. */
export function HistoryTab({ entityType, entityId }: { entityType: HistoryEntityType; entityId: string }) {
  const query = useQuery(entityHistoryQueryOptions(entityType, entityId));
  if (!query.data) return <AdminScreenState query={query} failed={t.loadFailed} />;
  const { entries } = query.data;
  if (entries.length === 0) return <p className="muted">{t.empty}</p>;
  return (
    <ol className="history" aria-label={t.what}>
      {entries.map((entry) => (
        <li key={entry.id} className="history__entry" data-action={entry.action}>
          <p className="history__head">
            <strong className="history__action">{actionText(entry.action)}</strong>
            <span className="history__who">{actorText(entry)}</span>
            <time className="history__when muted" dateTime={entry.at}>
              {whenText(entry.at)}
            </time>
          </p>
          <ChangeLines entry={entry} />
        </li>
      ))}
    </ol>
  );
}
