import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type MessageSettings, WHO_CAN_MESSAGE } from '@prosper/shared/schemas/message';
import { RadioChoices } from '../../../components/ui/radio-choices.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SwitchRow } from '../../../components/ui/switch-row.tsx';
import { useMessageSettings, useUpdateMessageSettings } from '../api/settings.ts';

const whoLabel = { everyone: 'messages.whoEveryone', following: 'messages.whoFollowing', nobody: 'messages.whoNobody' } as const;

/**
 * Message settings (SPEC §8): who may start a conversation, and read receipts. Each change saves at
 * once, with a toast; a refused change springs back. Loaded when first opened.
 */
export default function MessageSettingsDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}) {
  const { t } = useTranslation();
  const settings = useMessageSettings(open);
  const update = useUpdateMessageSettings();
  const shown: MessageSettings | undefined = settings.data && {
    ...settings.data,
    ...(update.isPending ? update.variables : {}),
  };
  const save = (change: Partial<MessageSettings>) =>
    update.mutate(change, {
      onSuccess: () => toast.success(t('messages.settingsSaved')),
      onError: () => toast.error(t('messages.settingsFailed')),
    });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">{t('messages.settings')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('messages.close')}
              className="-mt-2 -mr-2 inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {!shown ? (
            settings.isError ? (
              <p role="alert" className="mt-4 text-sm text-red-700">
                {settings.error.message}
              </p>
            ) : (
              <Spinner label={t('app.loading')} />
            )
          ) : (
            <div className="mt-4 space-y-4">
              <RadioChoices
                legend={t('messages.whoCanMessage')}
                value={shown.whoCanMessage}
                choices={WHO_CAN_MESSAGE.map((value) => ({ value, label: t(whoLabel[value]) }))}
                onChange={(value) => save({ whoCanMessage: value })}
              />
              <SwitchRow
                label={t('messages.readReceipts')}
                hint={t('messages.readReceiptsHint')}
                checked={shown.readReceiptsEnabled}
                onToggle={() => save({ readReceiptsEnabled: !shown.readReceiptsEnabled })}
              />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
