import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TextChannel } from '@prosper/shared/schemas/whatsapp';
import { Button } from '../../../components/ui/button.tsx';
import { RadioChoices } from '../../../components/ui/radio-choices.tsx';
import { useSmsPhone } from '../api/sms.ts';
import { useChooseTextChannel, useSendWhatsappTest, useWhatsappState } from '../api/whatsapp.ts';

const failed = (error: unknown) => toast.error(error instanceof Error ? error.message : String(error));

/**
 * SMS or WhatsApp for the verified phone (decision 053): offered only when the server has WhatsApp
 * set up and the number is verified; choosing WhatsApp is the member's recorded opt-in, and a
 * WhatsApp test then shows it works.
 */
export function WhatsappChoice() {
  const { t, i18n } = useTranslation();
  const phone = useSmsPhone();
  const state = useWhatsappState();
  const choose = useChooseTextChannel();
  const sendTest = useSendWhatsappTest();
  if (!state.data?.available || !phone.data?.verified || phone.data.optedOut) return null;
  const { channel, optedInAt, stoppedAt } = state.data;

  return (
    <div className="space-y-3 py-2">
      <RadioChoices<TextChannel>
        legend={t('notifications.whatsapp.choice')}
        value={channel}
        choices={[
          { value: 'sms', label: t('notifications.whatsapp.sms') },
          { value: 'whatsapp', label: t('notifications.whatsapp.whatsapp') },
        ]}
        onChange={(next) => choose.mutate(next, { onSuccess: () => toast.success(t('notifications.whatsapp.saved')), onError: failed })}
      />
      <p className="text-sm text-stone-700">{t('notifications.whatsapp.hint')}</p>
      {/* A STOP reply on WhatsApp (decision 058): choosing WhatsApp again above lifts it. */}
      {stoppedAt && <p className="text-sm font-medium text-amber-900">{t('notifications.whatsapp.optedOut')}</p>}
      {channel === 'whatsapp' && optedInAt && !stoppedAt && (
        <>
          <p className="text-sm text-stone-700">
            {t('notifications.whatsapp.optedInAt', {
              date: new Date(optedInAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' }),
            })}
          </p>
          <Button
            variant="secondary"
            disabled={sendTest.isPending}
            onClick={() =>
              sendTest.mutate(undefined, { onSuccess: () => toast.success(t('notifications.whatsapp.testSent')), onError: failed })
            }
          >
            {t('notifications.whatsapp.sendTest')}
          </Button>
        </>
      )}
    </div>
  );
}
