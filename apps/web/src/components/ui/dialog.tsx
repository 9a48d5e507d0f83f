import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';

type Props = {
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel: string;
  children: ReactNode;
  wide?: boolean;
};

/**
 * A centred dialog for a task (a reason, a new time): focus stays inside while it is open and
 * returns to what opened it; Escape and the × close it. Scrolls within a short phone screen.
 */
export function Dialog({ title, description, open, onOpenChange, closeLabel, children, wide }: Props) {
  // Opened by a plain button rather than a Radix Trigger, so Radix knows of nothing to give the focus back to.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          // Without a description, say so, or Radix warns that one is missing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            opener.current = null;
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-6 ${wide ? 'max-w-2xl' : 'max-w-md'}`}
        >
          <div className="flex items-start justify-between gap-4">
            <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className="-mt-2 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {description && <DialogPrimitive.Description className="mt-1 text-sm text-stone-700">{description}</DialogPrimitive.Description>}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
