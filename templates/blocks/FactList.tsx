import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label–value pairs as a definition list, each pair in its own div (`itemClassName`). */
export function FactList({ facts, className, itemClassName }: { facts: Fact[]; className: string; itemClassName?: string }) {
  return (
    <dl className={className}>
      {facts.map((f) => (
        <div key={f.label} className={itemClassName}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
