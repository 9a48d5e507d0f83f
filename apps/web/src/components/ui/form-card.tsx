import { type ReactNode, useId } from 'react';
import { Button } from './button.tsx';

type FormCardProps = {
  title: string;
  lead: ReactNode;
  /** Called on submit, the browser's own checks and navigation left out: the shared schema checks. */
  onSubmit: () => void;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
};

/**
 * A form that is a card of its own with a heading, a lead and one save button at its foot, named by
 * its heading (the mentor's hours, how they get paid, the settings sections).
 */
export function FormCard({ title, lead, onSubmit, submitLabel, busy, children }: FormCardProps) {
  const id = useId();
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{lead}</p>
      </div>
      {children}
      <div className="flex justify-end border-t border-stone-200 pt-4">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
