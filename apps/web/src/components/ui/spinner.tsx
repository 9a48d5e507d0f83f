import { clsx } from 'clsx';

/** A spinner with a visible or screen-reader label, announced politely. */
export function Spinner({ label, className, showLabel = true }: { label: string; className?: string; showLabel?: boolean }) {
  return (
    <div role="status" aria-live="polite" className={clsx('flex flex-col items-center justify-center gap-3 py-16', className)}>
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-800" />
      <span className={showLabel ? 'text-sm text-stone-600' : 'sr-only'}>{label}</span>
    </div>
  );
}
