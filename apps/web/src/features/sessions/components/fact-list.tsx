import type { ReactNode } from 'react';

/** Labelled facts of a session or a booking: label beside value on wide screens, above it on phones. */
export function FactList({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="space-y-3 sm:space-y-4">
      {facts.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-6">
          <dt className="text-sm font-medium text-stone-600">{label}</dt>
          <dd className="min-w-0 wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
