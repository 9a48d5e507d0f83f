import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';

type Props = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** What the server answered when it refused, read out as it appears. */
  failure?: string | null;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** Shown on the submit button while the request runs; the label stays when there is none. */
  pendingLabel?: string;
  pending: boolean;
  /** `danger` for what cannot be undone (a cancellation, a removal). */
  variant?: ButtonVariant;
  children: ReactNode;
};

/**
 * The form inside a task dialog: its fields, then the server's refusal, then Cancel and the
 * action, which cannot be sent twice while it runs. The browser's own checks stay off: the
 * fields show the shared schema's messages instead.
 */
export function DialogForm({ onSubmit, failure, cancelLabel, onCancel, submitLabel, pendingLabel, pending, variant, children }: Props) {
  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event);
      }}
    >
      {children}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant={variant} disabled={pending}>
          {pending && pendingLabel ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
