import { useTranslation } from 'react-i18next';
import ConfirmDialog from '../../../components/ui/confirm-dialog.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes, when its opener is gone (the dropdown). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** 'Clear all' asks first: it deletes every notification and cannot be undone. */
export function ConfirmClear(props: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      {...props}
      title={t('notifications.clearAllTitle')}
      text={t('notifications.clearAllText')}
      confirm={t('notifications.clearAll')}
      cancel={t('notifications.cancel')}
    />
  );
}
