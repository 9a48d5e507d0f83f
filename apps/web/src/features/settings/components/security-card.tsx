import { type ReactNode, useId } from 'react';

/** One part of the security section: a card named by its heading (an h3 under the section's h2). */
export function SecurityCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
