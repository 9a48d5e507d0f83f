import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@prosper/shared/schemas/profile';
import { profileUpdateSchema } from '@prosper/shared/schemas/profile';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TagList } from '../../../components/ui/tag-list.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import type { WelcomeStepProps } from '../../../lib/welcome-step.ts';
import { useProfile, useUpdateProfile } from '../api/profiles.ts';
import { profileFieldOf, profileFormValues, profileUpdateOf, type ProfileFormValues } from '../profile-form-values.ts';
import { AvatarUpload } from './avatar-upload.tsx';

/**
 * The profile's part of the first-run welcome (decision 039): the photo and bio, then skills or
 * learning goals. Each saves the whole profile as Edit Profile does, with one field changed, so
 * the same schema checks it.
 */
function useSaveField({ onSaved }: Pick<WelcomeStepProps, 'onSaved'>) {
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  const save = (profile: Profile, change: Partial<ProfileFormValues>, field: keyof ProfileFormValues) => {
    const input = profileUpdateOf({ ...profileFormValues(profile), ...change }, profile.role);
    const parsed = profileUpdateSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => profileFieldOf(i.path) === field) ?? parsed.error.issues[0];
      return setError(issue?.message ?? null);
    }
    update.mutate(input, { onSuccess: () => onSaved(), onError: (e) => setError(e.message) });
  };
  return { save, error, busy: update.isPending };
}

function StepHeading({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-700">{lead}</p>
    </>
  );
}

export function WelcomeAboutStep({ formId, onSaved }: WelcomeStepProps) {
  const { t } = useTranslation();
  const profile = useProfile('me');
  if (!profile.data) return <Spinner label={t('app.loading')} />;
  return <AboutForm profile={profile.data} formId={formId} onSaved={onSaved} />;
}

function AboutForm({ profile, formId, onSaved }: WelcomeStepProps & { profile: Profile }) {
  const { t } = useTranslation();
  const id = useId();
  const [bio, setBio] = useState(profile.bio ?? '');
  const { save, error } = useSaveField({ onSaved });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bio === (profile.bio ?? '')) return onSaved();
    save(profile, { bio }, 'bio');
  };
  return (
    <form id={formId} noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <StepHeading id={`${id}-title`} title={t('welcome.aboutTitle')} lead={t('welcome.aboutLead')} />
      <AvatarUpload firstName={profile.firstName} lastName={profile.lastName} avatarUrl={profile.avatarUrl} />
      <div className="mt-4 space-y-1">
        <label htmlFor={`${id}-bio`} className="block text-sm font-medium text-stone-800">
          {t('welcome.bioLabel')}
        </label>
        <textarea
          id={`${id}-bio`}
          rows={3}
          className={inputClass}
          placeholder={t('welcome.bioPlaceholder')}
          value={bio}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setBio(e.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}

export function WelcomeInterestsStep({ formId, onSaved }: WelcomeStepProps) {
  const { t } = useTranslation();
  const profile = useProfile('me');
  if (!profile.data) return <Spinner label={t('app.loading')} />;
  return <InterestsForm profile={profile.data} formId={formId} onSaved={onSaved} />;
}

function InterestsForm({ profile, formId, onSaved }: WelcomeStepProps & { profile: Profile }) {
  const { t } = useTranslation();
  const id = useId();
  const mentor = profile.role === 'mentor';
  const before = profileFormValues(profile).tags;
  const [tags, setTags] = useState(before);
  const { save, error } = useSaveField({ onSaved });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tags.join('\n') === before.join('\n')) return onSaved();
    save(profile, { tags }, 'tags');
  };
  return (
    <form id={formId} noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <StepHeading
        id={`${id}-title`}
        title={mentor ? t('welcome.skillsTitle') : t('welcome.goalsTitle')}
        lead={mentor ? t('welcome.skillsLead') : t('welcome.goalsLead')}
      />
      <TagList label={mentor ? t('profile.skills') : t('profile.learningGoals')} tags={tags} onChange={setTags} />
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
