import type { ReactNode } from 'react';
import { changeLines, detailLines, type AuditEntry } from './auditEntry.ts';

/**
 * What an audit entry changed and carried, each field by its Thai name (the history tab and the
 * audit page); `empty` when there is nothing to say.
 */
export function ChangeLines({ entry, empty = null }: { entry: AuditEntry; empty?: ReactNode }) {
  const lines = [...changeLines(entry), ...detailLines(entry)];
  if (lines.length === 0) return empty;
  return (
    <dl className="history__changes">
      {lines.map((line) => (
        <div key={line.field}>
          <dt>{line.label}</dt>
          <dd>{line.text}</dd>
        </div>
      ))}
    </dl>
  );
}
