import { Dialog, RadioGroup, Switch } from 'radix-ui';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type MessageSettings, WHO_CAN_MESSAGE, type WhoCanMessage } from '@prosper/shared/schemas/message';
import { Spinner } from '../../../components/ui/spinner.tsx';
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
  const id = useId();
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
            <div className="mt-4 space-y-6">
              <div>
                <p id={`${id}-who`} className="text-sm font-medium text-stone-800">
                  {t('messages.whoCanMessage')}
                </p>
                <RadioGroup.Root
                  aria-labelledby={`${id}-who`}
                  value={shown.whoCanMessage}
                  onValueChange={(value) => save({ whoCanMessage: value as WhoCanMessage })}
                  className="mt-2 space-y-1"
                >
                  {WHO_CAN_MESSAGE.map((value) => (
                    <div key={value} className="flex items-center gap-3">
                      <RadioGroup.Item
                        id={`${id}-${value}`}
                        value={value}
                        className="flex size-5 items-center justify-center rounded-full border-2 border-stone-500 data-[state=checked]:border-brand-800"
                      >
                        <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-800" />
                      </RadioGroup.Item>
                      <label htmlFor={`${id}-${value}`} className="min-h-10 flex-1 cursor-pointer content-center text-sm">
                        {t(whoLabel[value])}
                      </label>
                    </div>
                  ))}
                </RadioGroup.Root>
              </div>
              <div className="flex items-start justify-between gap-4">
                <div>
                  <label htmlFor={`${id}-receipts`} className="text-sm font-medium text-stone-800">
                    {t('messages.readReceipts')}
                  </label>
                  <p id={`${id}-receipts-hint`} className="mt-0.5 text-sm text-stone-600">
                    {t('messages.readReceiptsHint')}
                  </p>
                </div>
                <Switch.Root
                  id={`${id}-receipts`}
                  checked={shown.readReceiptsEnabled}
                  onCheckedChange={(checked) => save({ readReceiptsEnabled: checked })}
                  aria-describedby={`${id}-receipts-hint`}
                  className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-500 transition-colors data-[state=checked]:bg-brand-800"
                >
                  <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.5" />
                </Switch.Root>
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
