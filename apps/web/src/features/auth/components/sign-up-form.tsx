import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { GENDERS, HOW_HEARD_OPTIONS, INDUSTRIES, OTHER } from '@prosper/shared/constants/sign-up-options';
import { todayIso } from '@prosper/shared/rules/dates';
import { fieldProblems, firstProblem, signUpSchema, type SignUpInput } from '@prosper/shared/schemas/sign-up';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../app/paths.ts';
import { signUp } from '../api/auth-calls.ts';
import { CountryInput } from './country-input.tsx';
import { PasswordInput } from './password-input.tsx';

type Values = Required<SignUpInput>;

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  role: 'mentee',
  password: '',
  dob: '',
  gender: '',
  industry: '',
  industryOther: '',
  howDidYouKnow: '',
  howDidYouKnowOther: '',
  linkedin: '',
  favouriteQuote: '',
  country: '',
  phone: '',
};

/** The Sign Up form of SPEC §2, checked by the same schema as the server before it is sent. */
export function SignUpForm({ initialRole }: { initialRole: 'mentee' | 'mentor' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, setError, setFocus, clearErrors, watch, control, formState } = useForm<Values>({
    defaultValues: { ...EMPTY, role: initialRole },
  });
  const errors = formState.errors;
  const industry = watch('industry');
  const howDidYouKnow = watch('howDidYouKnow');
  // Each field's error clears as soon as it is edited.
  const field = (name: keyof Values) => register(name, { onChange: () => clearErrors(name) });
  const invalid = (name: keyof Values) => (errors[name] ? true : undefined);

  const onSubmit = async (values: Values) => {
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) {
      const { title, description } = firstProblem(parsed.error);
      const problems = Object.entries(fieldProblems(parsed.error));
      for (const [name, message] of problems) setError(name as keyof Values, { message });
      // The member lands on the first field to mend, wherever the form was scrolled.
      if (problems[0]) setFocus(problems[0][0] as keyof Values);
      toast.error(title, { description });
      return;
    }
    setBusy(true);
    try {
      const { email } = await signUp(values);
      await navigate(paths.verifyEmail(email));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields)) setError(name as keyof Values, { message });
      }
      toast.error(t('auth.errorCreatingAccount'), { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="space-y-4" noValidate aria-label={t('auth.signUp')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('auth.firstName')} error={errors.firstName?.message}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              autoComplete="given-name"
              aria-describedby={describedBy}
              aria-invalid={invalid('firstName')}
              {...field('firstName')}
            />
          )}
        </Field>
        <Field label={t('auth.lastName')} error={errors.lastName?.message}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              autoComplete="family-name"
              aria-describedby={describedBy}
              aria-invalid={invalid('lastName')}
              {...field('lastName')}
            />
          )}
        </Field>
      </div>
      <Field label={t('auth.email')} error={errors.email?.message}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            type="email"
            autoComplete="email"
            aria-describedby={describedBy}
            aria-invalid={invalid('email')}
            {...field('email')}
          />
        )}
      </Field>
      <Field label={t('auth.role')} error={errors.role?.message}>
        {({ id, describedBy }) => (
          <Select id={id} aria-describedby={describedBy} aria-invalid={invalid('role')} {...field('role')}>
            <option value="mentee">{t('auth.roleMentee')}</option>
            <option value="mentor">{t('auth.roleMentor')}</option>
          </Select>
        )}
      </Field>
      <Field label={t('auth.password')} error={errors.password?.message} hint={t('validation.passwordTooShortHint')}>
        {({ id, describedBy }) => (
          <PasswordInput
            id={id}
            autoComplete="new-password"
            aria-describedby={describedBy}
            aria-invalid={invalid('password')}
            {...field('password')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('auth.dob')} error={errors.dob?.message}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="date"
              max={todayIso()}
              min="1900-01-01"
              autoComplete="bday"
              aria-describedby={describedBy}
              aria-invalid={invalid('dob')}
              {...field('dob')}
            />
          )}
        </Field>
        <Field label={t('auth.gender')} error={errors.gender?.message}>
          {({ id, describedBy }) => (
            <Select id={id} aria-describedby={describedBy} aria-invalid={invalid('gender')} {...field('gender')}>
              <option value="">{t('auth.select')}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(`auth.gender${g === 'male' ? 'Male' : g === 'female' ? 'Female' : 'Other'}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label={t('auth.industry')} error={errors.industry?.message}>
        {({ id, describedBy }) => (
          <Select id={id} aria-describedby={describedBy} aria-invalid={invalid('industry')} {...field('industry')}>
            <option value="">{t('auth.select')}</option>
            {INDUSTRIES.map((i) => (
              <option key={i}>{i}</option>
            ))}
          </Select>
        )}
      </Field>
      {industry === OTHER && (
        <Field label={t('auth.industryOther')} error={errors.industryOther?.message}>
          {({ id, describedBy }) => (
            <Input id={id} aria-describedby={describedBy} aria-invalid={invalid('industryOther')} {...field('industryOther')} />
          )}
        </Field>
      )}
      <Field label={t('auth.howDidYouKnow')} error={errors.howDidYouKnow?.message}>
        {({ id, describedBy }) => (
          <Select id={id} aria-describedby={describedBy} aria-invalid={invalid('howDidYouKnow')} {...field('howDidYouKnow')}>
            <option value="">{t('auth.select')}</option>
            {HOW_HEARD_OPTIONS.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </Select>
        )}
      </Field>
      {howDidYouKnow === OTHER && (
        <Field label={t('auth.howDidYouKnowOther')} error={errors.howDidYouKnowOther?.message}>
          {({ id, describedBy }) => (
            <Input id={id} aria-describedby={describedBy} aria-invalid={invalid('howDidYouKnowOther')} {...field('howDidYouKnowOther')} />
          )}
        </Field>
      )}
      <Field label={t('auth.linkedin')} error={errors.linkedin?.message}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/..."
            aria-describedby={describedBy}
            aria-invalid={invalid('linkedin')}
            {...field('linkedin')}
          />
        )}
      </Field>
      <Field label={t('auth.favouriteQuote')} error={errors.favouriteQuote?.message}>
        {({ id, describedBy }) => <Input id={id} aria-describedby={describedBy} {...field('favouriteQuote')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('auth.country')} error={errors.country?.message} hint={t('auth.countryHint')}>
          {({ id, describedBy }) => (
            <Controller
              control={control}
              name="country"
              render={({ field: f }) => (
                <CountryInput
                  inputRef={f.ref}
                  id={id}
                  value={f.value}
                  describedBy={describedBy}
                  invalid={Boolean(errors.country)}
                  onChange={(v) => {
                    f.onChange(v);
                    clearErrors('country');
                  }}
                />
              )}
            />
          )}
        </Field>
        <Field label={t('auth.phone')} error={errors.phone?.message}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="tel"
              autoComplete="tel"
              aria-describedby={describedBy}
              aria-invalid={invalid('phone')}
              {...field('phone')}
            />
          )}
        </Field>
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
    </form>
  );
}
