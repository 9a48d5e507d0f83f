import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useConfirmLink, useUnsubscribeLink } from './api/links.ts';

const TEXTS = {
  confirm: { title: 'confirmTitle', lead: 'confirmLead', button: 'confirmButton', done: 'confirmed', failed: 'confirmFailed' },
  unsubscribe: {
    title: 'unsubscribeTitle',
    lead: 'unsubscribeLead',
    button: 'unsubscribeButton',
    done: 'unsubscribeDone',
    failed: 'unsubscribeFailed',
  },
} as const;

/**
 * Where a mail's link lands: /newsletter/confirm or /newsletter/unsubscribe. Opening the link
 * changes nothing (mail scanners open links too); the button does, with the link's signed parameters.
 */
function LinkPage({ kind }: { kind: keyof typeof TEXTS }) {
  const { t } = useTranslation();
  const texts = TEXTS[kind];
  usePageTitle(t(`newsletter.${texts.title}`));
  const [search] = useSearchParams();
  const confirm = useConfirmLink();
  const unsubscribe = useUnsubscribeLink();
  const action = kind === 'confirm' ? confirm : unsubscribe;
  const params = Object.fromEntries(search);
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-brand-900">{t(`newsletter.${texts.title}`)}</h1>
      <p className="mt-2 text-stone-700">{t(`newsletter.${texts.lead}`)}</p>
      {!action.isSuccess && (
        <Button className="mt-6" aria-disabled={action.isPending || undefined} onClick={() => !action.isPending && action.mutate(params)}>
          {t(`newsletter.${texts.button}`)}
        </Button>
      )}
      <div role="status" className="mt-4 text-sm">
        {action.isSuccess && <p className="text-brand-900">{t(`newsletter.${texts.done}`)}</p>}
      </div>
      {action.isError && (
        <div role="alert" className="text-sm text-red-700">
          <p className="font-medium">{t(`newsletter.${texts.failed}`)}</p>
          {kind === 'unsubscribe' && <p className="mt-1">{action.error.message}</p>}
        </div>
      )}
    </div>
  );
}

export default function ConfirmPage() {
  return <LinkPage kind="confirm" />;
}

export function UnsubscribePage() {
  return <LinkPage kind="unsubscribe" />;
}
