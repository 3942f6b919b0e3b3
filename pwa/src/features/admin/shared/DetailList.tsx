import { Fragment, type ReactNode } from 'react';

/** A detail popup's facts: each term with its value, in order. */
export function DetailList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="admin-details">
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
