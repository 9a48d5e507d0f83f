import { type ComponentType, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { WelcomeStepProps } from '../../lib/welcome-step.ts';
import { useCloseWelcome, useWelcome } from './api/welcome.ts';

/** The three steps, each from the area that owns what it changes; the app passes them in. */
export type WelcomeSteps = readonly [ComponentType<WelcomeStepProps>, ComponentType<WelcomeStepProps>, ComponentType<WelcomeStepProps>];

/**
 * /welcome (SPEC §2, ISSUE-NOTES 18): a short first-run setup in three steps, each with Back and
 * Skip, then the dashboard. Passing the last step finishes it; 'Skip the welcome' skips it; either
 * way it is stored and never offered again.
 */
export default function WelcomePage({ steps }: { steps: WelcomeSteps }) {
  const { t } = useTranslation();
  usePageTitle(t('welcome.title'));
  const formId = useId();
  const navigate = useNavigate();
  const welcome = useWelcome();
  const close = useCloseWelcome();
  const [step, setStep] = useState(0);

  if (welcome.isPending) return <Spinner label={t('app.loading')} />;
  // Never shown again once finished or skipped (issue 18), not even by its address.
  if (welcome.data?.outcome && !close.isPending) return <Navigate to={paths.dashboard} replace />;

  const end = (outcome: 'finished' | 'skipped') =>
    close.mutate(outcome, {
      onSuccess: () => void navigate(paths.dashboard),
      onError: () => toast.error(t('welcome.closeFailed')),
    });
  const forward = () => (step === steps.length - 1 ? end('finished') : setStep(step + 1));
  const back = () => (step === 0 ? void navigate(paths.dashboard) : setStep(step - 1));
  const Step = steps[step]!;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-brand-800">{t('welcome.step', { step: step + 1, total: steps.length })}</p>
        <Button variant="link" onClick={() => end('skipped')} disabled={close.isPending}>
          {t('welcome.skipAll')}
        </Button>
      </div>
      <h1 className="mt-2 text-3xl font-semibold text-brand-900">{t('welcome.title')}</h1>
      <p className="mt-2 text-stone-700">{t('welcome.text')}</p>
      <div className="mt-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
        <Step key={step} formId={formId} onSaved={forward} />
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={back}>
          {t('welcome.back')}
        </Button>
        <div className="flex gap-2">
          <Button variant="ghost" onClick={forward} disabled={close.isPending}>
            {t('welcome.skip')}
          </Button>
          <Button type="submit" form={formId} disabled={close.isPending}>
            {step === steps.length - 1 ? t('welcome.finish') : t('welcome.next')}
          </Button>
        </div>
      </div>
    </div>
  );
}
