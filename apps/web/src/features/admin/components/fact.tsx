import type { ReactNode } from 'react';

/** One fact of a row: a term and what it is. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-stone-600">{term}</dt>
      <dd className="text-sm text-stone-900 wrap-anywhere">{children}</dd>
    </div>
  );
}
