import { AlertDialog } from 'radix-ui';
import { buttonClass } from './button.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes, when its opener is gone (a dropdown's item). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Asks before something that cannot be undone (deleting an article, a comment or a message,
 * clearing the notifications). A default export, so pages that rarely need it can load it when
 * first opened (see lazy-confirm-dialog).
 */
export default function ConfirmDialog({ open, onOpenChange, title, text, confirm, cancel, onConfirm, onCloseAutoFocus }: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-700">{text}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary')}>{cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('danger')} onClick={onConfirm}>
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
