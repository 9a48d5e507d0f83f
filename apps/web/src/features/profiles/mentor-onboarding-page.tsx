import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  LAST_ONBOARDING_STEP,
  ONBOARDING_STEPS,
  type OnboardingSave,
  type OnboardingStep,
  onboardingSteps,
} from '@prosper/shared/schemas/mentor-onboarding';
import type { Profile } from '@prosper/shared/schemas/profile';
import { optionalNumber } from '@prosper/shared/rules/optional-number';
import { splitList } from '@prosper/shared/rules/tags';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input, inputClass, Select } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useCompleteOnboarding, useProfile, useSaveOnboardingStep } from './api/profiles.ts';
import { AvatarUpload } from './components/avatar-upload.tsx';
import { TagList } from '../../components/ui/tag-list.tsx';
import { TIME_ZONES } from '../../lib/time-zones.ts';
import { fieldMessages } from '../../lib/form-errors.ts';
import { paths } from '../../lib/paths.ts';

type Draft = {
  title: string;
  company: string;
  bio: string;
  skills: string[];
  specializations: string;
  yearsExperience: string;
  hourlyRate: string;
  languages: string;
  timezone: string;
};

const draftOf = (p: Profile): Draft => ({
  title: p.mentor?.title ?? '',
  company: p.mentor?.company ?? '',
  bio: p.bio ?? '',
  skills: p.mentor?.skills ?? [],
  specializations: p.mentor?.specializations.join(', ') ?? '',
  yearsExperience: p.mentor?.yearsExperience?.toString() ?? '',
  hourlyRate: p.mentor?.hourlyRateCents != null ? String(p.mentor.hourlyRateCents / 100) : '',
  languages: p.mentor?.languages.join(', ') ?? '',
  timezone: p.mentor?.timezone ?? '',
});

function stepData(step: OnboardingStep, d: Draft) {
  switch (step) {
    case 1:
      return { title: d.title, company: d.company, bio: d.bio };
    case 2:
      return { skills: d.skills, specializations: splitList(d.specializations) };
    case 3:
      return { yearsExperience: optionalNumber(d.yearsExperience), hourlyRate: optionalNumber(d.hourlyRate) };
    case 4:
      return { languages: splitList(d.languages), timezone: d.timezone };
    default:
      return {};
  }
}

/** /mentor-onboarding: five short steps, each saved as it is finished, so a mentor can come back later. */
export default function MentorOnboardingPage() {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.title'));
  const profile = useProfile('me');
  if (profile.isPending) return <Spinner label={t('app.loading')} />;
  if (profile.isError) return <p role="alert">{profile.error.message}</p>;
  return <Onboarding profile={profile.data} />;
}

function Onboarding({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saveStep = useSaveOnboardingStep();
  const complete = useCompleteOnboarding();
  const reached = profile.mentor?.onboardingStep ?? 0;
  const [step, setStep] = useState<OnboardingStep>(Math.min(reached + 1, LAST_ONBOARDING_STEP) as OnboardingStep);
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Draft) => (value: string | string[]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const next = async () => {
    const data = stepData(step, draft);
    const check = onboardingSteps[step].safeParse(data);
    if (!check.success) {
      setErrors(fieldMessages(check.error));
      return;
    }
    try {
      await saveStep.mutateAsync({ step, data } as OnboardingSave);
      if (step < LAST_ONBOARDING_STEP) {
        setStep((step + 1) as OnboardingStep);
        return;
      }
      await complete.mutateAsync();
      await navigate(paths.mentorOnboardingSuccess);
    } catch (error) {
      toast.error(t('onboarding.saveFailed'), { description: error instanceof Error ? error.message : undefined });
    }
  };

  const text = (key: keyof Draft, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <Field label={label} error={errors[key] || undefined} hint={hint}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={errors[key] ? true : undefined}
          value={draft[key] as string}
          onChange={(e) => set(key)(e.target.value)}
          {...props}
        />
      )}
    </Field>
  );
  const busy = saveStep.isPending || complete.isPending;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-brand-900">{t('onboarding.title')}</h1>
      <p className="mt-1 text-stone-700">{t('onboarding.lead')}</p>
      <ol className="mt-6 flex gap-2" aria-label={t('onboarding.progress')}>
        {ONBOARDING_STEPS.map((s) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={`h-2 flex-1 rounded-full ${s <= step ? 'bg-brand-700' : 'bg-stone-200'}`}
          >
            <span className="sr-only">{t(`onboarding.steps.s${s}`)}</span>
          </li>
        ))}
      </ol>
      <section className="mt-6 space-y-4 rounded-xl border border-stone-200 bg-white p-6" aria-labelledby="step-title">
        <p className="text-sm text-stone-600">{t('onboarding.stepOf', { step: String(step), total: String(LAST_ONBOARDING_STEP) })}</p>
        <h2 id="step-title" className="text-lg font-semibold">
          {t(`onboarding.steps.s${step}`)}
        </h2>
        {step === 1 && (
          <>
            {text('title', t('editProfile.title_'))}
            {text('company', t('editProfile.company'))}
            <Field label={t('editProfile.bio')} error={errors.bio || undefined} hint={t('onboarding.bioHint')}>
              {({ id, describedBy }) => (
                <textarea
                  id={id}
                  rows={5}
                  className={inputClass}
                  aria-describedby={describedBy}
                  aria-invalid={errors.bio ? true : undefined}
                  value={draft.bio}
                  onChange={(e) => set('bio')(e.target.value)}
                />
              )}
            </Field>
          </>
        )}
        {step === 2 && (
          <>
            <TagList label={t('profile.skills')} tags={draft.skills} onChange={set('skills')} />
            {errors.skills && <p className="text-sm text-red-700">{errors.skills}</p>}
            {text('specializations', t('profile.specializations'), {}, t('editProfile.commaHint'))}
          </>
        )}
        {step === 3 && (
          <>
            {text('yearsExperience', t('profile.yearsExperience'), { inputMode: 'numeric' })}
            {text('hourlyRate', t('profile.hourlyRate'), { inputMode: 'decimal' }, t('editProfile.hourlyRateHint'))}
          </>
        )}
        {step === 4 && (
          <>
            {text('languages', t('profile.languages'), {}, t('editProfile.commaHint'))}
            <Field label={t('profile.timezone')} error={errors.timezone || undefined}>
              {({ id, describedBy }) => (
                <Select
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={errors.timezone ? true : undefined}
                  value={draft.timezone}
                  onChange={(e) => set('timezone')(e.target.value)}
                >
                  <option value="">{t('auth.select')}</option>
                  {TIME_ZONES.map((zone) => (
                    <option key={zone}>{zone}</option>
                  ))}
                </Select>
              )}
            </Field>
          </>
        )}
        {step === 5 && (
          <>
            <p className="text-stone-700">{t('onboarding.photoHint')}</p>
            <AvatarUpload firstName={profile.firstName} lastName={profile.lastName} avatarUrl={profile.avatarUrl} />
          </>
        )}
        <div className="flex justify-between gap-3 pt-2">
          <Button variant="secondary" disabled={step === 1 || busy} onClick={() => setStep((step - 1) as OnboardingStep)}>
            {t('onboarding.back')}
          </Button>
          <Button onClick={() => void next()} disabled={busy}>
            {busy ? t('editProfile.saving') : step === LAST_ONBOARDING_STEP ? t('onboarding.finish') : t('onboarding.next')}
          </Button>
        </div>
      </section>
      <p className="mt-4 text-sm text-stone-600">{t('onboarding.resumeHint')}</p>
    </div>
  );
}
