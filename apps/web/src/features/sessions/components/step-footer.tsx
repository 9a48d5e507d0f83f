import type { ReactNode } from 'react';

/** The foot of a booking step: a summary on the left (a first paragraph), the buttons on the right. */
export function StepFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 border-t border-stone-200 pt-4 [&>p:first-child]:mr-auto">{children}</div>
  );
}
