import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function UserFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="facts">
      {facts.map((fact) => (
        <div key={fact.label} className="facts__row">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
