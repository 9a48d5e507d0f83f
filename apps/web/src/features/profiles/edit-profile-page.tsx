import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { COUNTRIES } from '@prosper/shared/constants/countries';
import { GENDERS } from '@prosper/shared/constants/sign-up-options';
import { type Profile, profileUpdateSchema } from '@prosper/shared/schemas/profile';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input, inputClass, Select } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useProfile, useUpdateProfile } from './api/profiles.ts';
import { AvatarUpload } from './components/avatar-upload.tsx';
import { DateOfBirthInput } from './components/date-of-birth-input.tsx';
import { LocationInput } from './components/location-input.tsx';
import { TagList } from '../../components/ui/tag-list.tsx';
import { TIME_ZONES } from '../../lib/time-zones.ts';
import { fieldMessages, setFieldErrors } from '../../lib/form-errors.ts';
import { profileFieldOf, type ProfileFormValues as Values, profileFormValues, profileUpdateOf } from './profile-form-values.ts';
import { paths } from '../../lib/paths.ts';

/** /profile/edit: the Edit Profile screen of SPEC §2. */
export default function EditProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('editProfile.title'));
  const profile = useProfile('me');
  if (profile.isPending) return <Spinner label={t('app.loading')} />;
  if (profile.isError) return <p role="alert">{profile.error.message}</p>;
  return <EditProfileForm profile={profile.data} />;
}

function EditProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const [saving, setSaving] = useState(false);
  const { register, handleSubmit, control, setError, clearErrors, formState, watch } = useForm<Values>({
    defaultValues: profileFormValues(profile),
  });
  const errors = formState.errors;
  const field = (name: keyof Values) => register(name, { onChange: () => clearErrors(name) });
  const text = (name: keyof Values, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <Field label={label} error={errors[name]?.message} hint={hint}>
      {({ id, describedBy }) => (
        <Input id={id} aria-describedby={describedBy} aria-invalid={errors[name] ? true : undefined} {...props} {...field(name)} />
      )}
    </Field>
  );

  const onSubmit = async (values: Values) => {
    const body = profileUpdateOf(values, profile.role);
    const parsed = profileUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setFieldErrors(setError, fieldMessages(parsed.error, profileFieldOf));
      toast.error(t('editProfile.saveFailed'), { description: parsed.error.issues[0]?.message });
      return;
    }
    setSaving(true);
    try {
      await update.mutateAsync(body);
      toast.success(t('editProfile.saved'));
      await navigate(paths.profile);
    } catch (error) {
      toast.error(t('editProfile.saveFailed'), { description: error instanceof Error ? error.message : undefined });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link to={paths.profile} className="mb-4 inline-flex items-center gap-1 text-sm text-brand-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('editProfile.back')}
      </Link>
      <h1 className="text-2xl font-semibold">{t('editProfile.title')}</h1>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-6" aria-label={t('editProfile.title')}>
        <Card title={t('editProfile.card')}>
          <AvatarUpload firstName={watch('firstName')} lastName={watch('lastName')} avatarUrl={profile.avatarUrl} />
          <div className="grid gap-4 sm:grid-cols-2">
            {text('firstName', t('editProfile.firstName'), { autoComplete: 'given-name' })}
            {text('lastName', t('editProfile.lastName'), { autoComplete: 'family-name' })}
          </div>
          <Field label={t('editProfile.bio')} error={errors.bio?.message}>
            {({ id, describedBy }) => (
              <textarea
                id={id}
                rows={4}
                className={inputClass}
                placeholder={t('editProfile.bioPlaceholder')}
                aria-describedby={describedBy}
                {...field('bio')}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('editProfile.location')} hint={t('editProfile.locationHint')} error={errors.location?.message}>
              {({ id, describedBy }) => (
                <Controller
                  control={control}
                  name="location"
                  render={({ field: f }) => (
                    <LocationInput id={id} value={f.value} onChange={f.onChange} inputRef={f.ref} describedBy={describedBy} />
                  )}
                />
              )}
            </Field>
            {text('phone', t('editProfile.phone'), { type: 'tel', autoComplete: 'tel' })}
          </div>
          <Controller
            control={control}
            name="tags"
            render={({ field: f }) => (
              <TagList
                label={profile.role === 'mentor' ? t('profile.skills') : t('profile.learningGoals')}
                tags={f.value}
                onChange={f.onChange}
              />
            )}
          />
          {errors.tags && <p className="text-sm text-red-700">{errors.tags.message}</p>}
          {text('linkedinUrl', t('editProfile.linkedin'), { type: 'url', inputMode: 'url' })}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('editProfile.gender')} error={errors.gender?.message}>
              {({ id, describedBy }) => (
                <Select id={id} aria-describedby={describedBy} {...field('gender')}>
                  <option value="">{t('editProfile.none')}</option>
                  {GENDERS.map((g) => (
                    <option key={g} value={g}>
                      {t(`auth.genders.${g}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('editProfile.dob')} error={errors.dob?.message}>
              {({ id, describedBy }) => (
                <Controller
                  control={control}
                  name="dob"
                  render={({ field: f }) => <DateOfBirthInput id={id} value={f.value} onChange={f.onChange} describedBy={describedBy} />}
                />
              )}
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('editProfile.country')} error={errors.country?.message}>
              {({ id, describedBy }) => (
                <Select id={id} aria-describedby={describedBy} {...field('country')}>
                  <option value="">{t('editProfile.none')}</option>
                  {COUNTRIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </Select>
              )}
            </Field>
            {text('favouriteQuote', t('editProfile.favouriteQuote'))}
          </div>
        </Card>

        {profile.role === 'mentor' && (
          <Card title={t('profile.mentorDetails')}>
            <div className="grid gap-4 sm:grid-cols-2">
              {text('title', t('editProfile.title_'))}
              {text('company', t('editProfile.company'))}
              {text('yearsExperience', t('profile.yearsExperience'), { inputMode: 'numeric' })}
              {text('hourlyRate', t('profile.hourlyRate'), { inputMode: 'decimal' }, t('editProfile.hourlyRateHint'))}
              {text('specializations', t('profile.specializations'), {}, t('editProfile.commaHint'))}
              {text('languages', t('profile.languages'), {}, t('editProfile.commaHint'))}
            </div>
            <Field label={t('profile.timezone')} error={errors.timezone?.message}>
              {({ id, describedBy }) => (
                <Select id={id} aria-describedby={describedBy} {...field('timezone')}>
                  <option value="">{t('editProfile.none')}</option>
                  {TIME_ZONES.map((zone) => (
                    <option key={zone}>{zone}</option>
                  ))}
                </Select>
              )}
            </Field>
          </Card>
        )}

        {profile.role === 'mentee' && (
          <Card title={t('profile.menteeDetails')}>
            <div className="grid gap-4 sm:grid-cols-2">
              {text('industry', t('profile.industry'))}
              {text('learningStyle', t('profile.learningStyle'))}
              {text('careerLevel', t('profile.careerLevel'))}
            </div>
          </Card>
        )}

        <Button type="submit" disabled={saving} className="w-full sm:w-auto">
          {saving ? t('editProfile.saving') : t('editProfile.save')}
        </Button>
      </form>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-xl border border-stone-200 bg-white p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
