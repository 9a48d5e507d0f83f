import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';

type Props = {
  title: string;
  children: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel: string;
  /** The button that opened it, focused again on close: a sheet loaded on demand has no Radix trigger of its own. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** A panel that slides in from the right, for the phone menu. Focus stays inside while it is open. */
export function Sheet({ title, children, open, onOpenChange, closeLabel, returnFocusTo }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-4/5 max-w-xs flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-stone-600 hover:bg-stone-100" aria-label={closeLabel}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
