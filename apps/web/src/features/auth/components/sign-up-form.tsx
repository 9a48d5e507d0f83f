import { type InputHTMLAttributes, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { GENDERS, HOW_HEARD_OPTIONS, INDUSTRIES, OTHER } from '@prosper/shared/constants/sign-up-options';
import { todayIso } from '@prosper/shared/rules/dates';
import { fieldProblems, firstProblem, signUpSchema, type SignUpInput } from '@prosper/shared/schemas/sign-up';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { serverFieldMessages, setFieldErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { signUp } from '../api/auth-calls.ts';
import { CountryInput } from './country-input.tsx';
import { PasswordInput } from './password-input.tsx';

type Values = Required<Omit<SignUpInput, 'returnTo'>>;

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

/**
 * The Sign Up form of SPEC §2, checked by the same schema as the server before it is sent.
 * `returnTo` (a page of this site, the booking a visitor started) rides in the confirmation mail's link.
 */
export function SignUpForm({ initialRole, returnTo }: { initialRole: 'mentee' | 'mentor'; returnTo?: string }) {
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
  const text = (name: keyof Values, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <Field label={label} error={errors[name]?.message} hint={hint}>
      {({ id, describedBy }) => (
        <Input id={id} aria-describedby={describedBy} aria-invalid={errors[name] ? true : undefined} {...props} {...field(name)} />
      )}
    </Field>
  );
  const choice = (name: keyof Values, label: string, options: readonly { value: string; label: string }[], placeholder = true) => (
    <Field label={label} error={errors[name]?.message}>
      {({ id, describedBy }) => (
        <Select id={id} aria-describedby={describedBy} aria-invalid={errors[name] ? true : undefined} {...field(name)}>
          {placeholder && <option value="">{t('auth.select')}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  const same = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

  const onSubmit = async (values: Values) => {
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) {
      const { title, description } = firstProblem(parsed.error);
      // The schema's own field messages, the ones the server sends: the hint beside each field.
      const [first] = setFieldErrors(setError, fieldProblems(parsed.error));
      // The member lands on the first field to mend, wherever the form was scrolled.
      if (first) setFocus(first);
      toast.error(title, { description });
      return;
    }
    setBusy(true);
    try {
      const { email } = await signUp({ ...values, returnTo });
      await navigate(paths.verifyEmail(email, returnTo));
    } catch (error) {
      setFieldErrors(setError, serverFieldMessages(error));
      toast.error(t('auth.errorCreatingAccount'), { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} className="space-y-4" noValidate aria-label={t('auth.signUp')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', t('auth.firstName'), { autoComplete: 'given-name' })}
        {text('lastName', t('auth.lastName'), { autoComplete: 'family-name' })}
      </div>
      {text('email', t('auth.email'), { type: 'email', autoComplete: 'email' })}
      {choice(
        'role',
        t('auth.role'),
        [
          { value: 'mentee', label: t('auth.roleMentee') },
          { value: 'mentor', label: t('auth.roleMentor') },
        ],
        false,
      )}
      <Field label={t('auth.password')} error={errors.password?.message} hint={t('validation.passwordTooShortHint')}>
        {({ id, describedBy }) => (
          <PasswordInput
            id={id}
            autoComplete="new-password"
            aria-describedby={describedBy}
            aria-invalid={errors.password ? true : undefined}
            {...field('password')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('dob', t('auth.dob'), { type: 'date', max: todayIso(), min: '1900-01-01', autoComplete: 'bday' })}
        {choice(
          'gender',
          t('auth.gender'),
          GENDERS.map((g) => ({ value: g, label: t(`auth.genders.${g}`) })),
        )}
      </div>
      {choice('industry', t('auth.industry'), same(INDUSTRIES))}
      {industry === OTHER && text('industryOther', t('auth.industryOther'))}
      {choice('howDidYouKnow', t('auth.howDidYouKnow'), same(HOW_HEARD_OPTIONS))}
      {howDidYouKnow === OTHER && text('howDidYouKnowOther', t('auth.howDidYouKnowOther'))}
      {text('linkedin', t('auth.linkedin'), { type: 'url', inputMode: 'url', placeholder: 'https://www.linkedin.com/in/...' })}
      {text('favouriteQuote', t('auth.favouriteQuote'))}
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
        {text('phone', t('auth.phone'), { type: 'tel', autoComplete: 'tel' })}
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
    </form>
  );
}
