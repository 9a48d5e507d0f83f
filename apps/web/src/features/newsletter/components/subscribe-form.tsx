import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import * as en from '@prosper/shared/i18n/en/index';
import { type NewsletterSource, newsletterEmail } from '@prosper/shared/schemas/newsletter';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { serverFieldMessages, showFieldErrors } from '../../../lib/form-errors.ts';
import { useSubscribe } from '../api/subscribe.ts';

const formSchema = z.object({
  email: newsletterEmail,
  firstName: z.string().max(100, en.validation.tooLong),
  lastName: z.string().max(100, en.validation.tooLong),
});
type Values = z.input<typeof formSchema>;
const FIELDS = ['email', 'firstName', 'lastName'] as const;

/**
 * The newsletter's subscribe form (SPEC §4, §8), on the landing page and in the footer: the address
 * and, if they like, a name. A new address is mailed a link to confirm it (decision 032), which the
 * form says once the toast has gone.
 */
export function SubscribeForm({
  source,
  className,
  titleAs: Title = 'h2',
}: {
  source: NewsletterSource;
  className?: string;
  /** A heading on the landing page; in the footer a title, as the footer's others are, so pages keep their own outline. */
  titleAs?: 'h2' | 'p';
}) {
  const { t } = useTranslation();
  const subscribe = useSubscribe();
  const [confirmNeeded, setConfirmNeeded] = useState(false);
  const { register, handleSubmit, setError, setFocus, clearErrors, reset, formState } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: '', firstName: '', lastName: '' },
  });

  const onValid = (values: Values) => {
    subscribe.mutate(
      { email: values.email, firstName: values.firstName, lastName: values.lastName, source },
      {
        onSuccess: ({ status }) => {
          toast.success(t(`newsletter.${status === 'already' ? 'alreadySubscribed' : status}`));
          setConfirmNeeded(status !== 'already');
          reset();
        },
        onError: (error) => {
          showFieldErrors({ setError, setFocus }, serverFieldMessages(error), FIELDS);
          toast.error(t('newsletter.subscribeFailed'), { description: error.message });
        },
      },
    );
  };

  return (
    <section aria-labelledby={`newsletter-${source}`} className={className}>
      <Title id={`newsletter-${source}`} className="text-lg font-semibold text-stone-900">
        {t('newsletter.formTitle')}
      </Title>
      <p className="mt-1 text-sm text-stone-700">{t('newsletter.formLead')}</p>
      <form
        noValidate
        onSubmit={handleSubmit(onValid, (errors) => setFocus(FIELDS.find((f) => errors[f]) ?? 'email'))}
        className="mt-4 grid gap-3 sm:grid-cols-2"
        aria-labelledby={`newsletter-${source}`}
      >
        <Field label={t('newsletter.email')} error={formState.errors.email?.message} className="sm:col-span-2">
          {({ control }) => (
            <Input type="email" autoComplete="email" {...control} {...register('email', { onChange: () => clearErrors('email') })} />
          )}
        </Field>
        <Field label={t('newsletter.firstName')} error={formState.errors.firstName?.message}>
          {({ control }) => <Input autoComplete="given-name" {...control} {...register('firstName')} />}
        </Field>
        <Field label={t('newsletter.lastName')} error={formState.errors.lastName?.message}>
          {({ control }) => <Input autoComplete="family-name" {...control} {...register('lastName')} />}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" aria-disabled={subscribe.isPending || undefined}>
            {subscribe.isPending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
          </Button>
        </div>
      </form>
      <p role="status" className={clsx('text-sm text-brand-900', confirmNeeded && 'mt-3')}>
        {confirmNeeded && t('newsletter.checkInbox')}
      </p>
    </section>
  );
}
