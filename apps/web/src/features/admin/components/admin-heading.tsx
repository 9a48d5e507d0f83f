import type { ReactNode } from 'react';

/** An admin page's heading, under the area's h1: where a move to the page starts (data-page-focus). */
export function AdminHeading({ id, children, lead }: { id?: string; children: ReactNode; lead?: ReactNode }) {
  return (
    <div className="mb-4">
      <h2 id={id} data-page-focus className="text-2xl font-semibold text-stone-900 wrap-anywhere">
        {children}
      </h2>
      {lead && <p className="mt-1 text-sm text-stone-700">{lead}</p>}
    </div>
  );
}
