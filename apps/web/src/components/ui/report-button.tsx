import { Flag } from 'lucide-react';
import { type ComponentProps, Suspense, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part.ts';
import { Button } from './button.tsx';
import type { ReportTarget } from './report-dialog.tsx';

const ReportDialog = lazyPart(() => import('./report-dialog.tsx'));

/** The report dialog, fetched the first time it opens; closed, it is not there at all. */
export function LazyReportDialog(props: ComponentProps<typeof ReportDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}

/**
 * A labelled button that opens the report dialog for one thing: a post, a comment, a profile.
 * `label` is what it says; `describedBy` may name whose it is, for a button repeated down a list.
 */
export function ReportButton({
  target,
  title,
  label,
  describedBy,
  className,
  variant = 'ghost',
}: {
  target: ReportTarget;
  title: string;
  label: string;
  describedBy?: string;
  className?: string;
  variant?: ComponentProps<typeof Button>['variant'];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} className={className} aria-describedby={describedBy} onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-4" />
        {label}
      </Button>
      <LazyReportDialog target={target} title={title} open={open} onOpenChange={setOpen} />
    </>
  );
}
