import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes, when its opener is gone (the dropdown). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** 'Clear all' asks first: it deletes every notification and cannot be undone. */
export function ConfirmClear({ open, onOpenChange, onConfirm, onCloseAutoFocus }: Props) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold">{t('notifications.clearAllTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-700">{t('notifications.clearAllText')}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary')}>{t('notifications.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('danger')} onClick={onConfirm}>
              {t('notifications.clearAll')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
