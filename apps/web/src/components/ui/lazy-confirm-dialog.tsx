import { type ComponentProps, Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.ts';

const ConfirmDialog = lazyPart(() => import('./confirm-dialog.tsx'));

/** The confirmation, fetched the first time it opens; closed, it is not there at all. */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
