import { clsx } from 'clsx';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import * as en from '@prosper/shared/i18n/en/index';
import type { NewsletterSource } from '@prosper/shared/schemas/newsletter';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { serverFieldMessages } from '../../../lib/form-errors.ts';
import { fetchCode } from '../../../lib/lazy-part.ts';
import { useSubscribe } from '../api/subscribe.ts';
import type { SubscribeCheck, SubscribeErrors, SubscribeValues } from './subscribe-rules.ts';

const FIELDS = ['email', 'firstName', 'lastName'] as const satisfies readonly (keyof SubscribeValues)[];

/**
 * The form's rules and zod with them, fetched when a visitor first comes to the form (focus) or
 * sends it: the landing page and every footer show the form, few visitors use it (issue 20).
 */
const loadRules = () => import('./subscribe-rules.ts');

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
  const [errors, setErrors] = useState<SubscribeErrors>({});
  const form = useRef<HTMLFormElement>(null);
  // Set before the rules are awaited: a second tap meanwhile sends nothing more.
  const sending = useRef(false);

  const showErrors = (found: SubscribeErrors) => {
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) (form.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    const element = event.currentTarget;
    const typed = Object.fromEntries(FIELDS.map((name) => [name, (element.elements.namedItem(name) as HTMLInputElement).value]));
    let checked: SubscribeCheck;
    try {
      // Offline, this waits for the connection, as the request itself would.
      checked = (await fetchCode(loadRules)).checkSubscribe(typed as SubscribeValues);
    } catch {
      sending.current = false;
      toast.error(t('newsletter.subscribeFailed'), { description: en.errors.unavailable });
      return;
    }
    if ('errors' in checked) {
      sending.current = false;
      return showErrors(checked.errors);
    }
    setErrors({});
    subscribe.mutate(
      { ...checked.values, source },
      {
        onSuccess: ({ status }) => {
          toast.success(t(`newsletter.${status === 'already' ? 'alreadySubscribed' : status}`));
          setConfirmNeeded(status !== 'already');
          element.reset();
        },
        onError: (error) => {
          showErrors(serverFieldMessages(error));
          toast.error(t('newsletter.subscribeFailed'), { description: error.message });
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };
  // A field's message goes as soon as it is typed in again.
  const clearError = (name: (typeof FIELDS)[number]) => errors[name] && setErrors(({ [name]: _cleared, ...rest }) => rest);

  return (
    <section aria-labelledby={`newsletter-${source}`} className={className}>
      <Title id={`newsletter-${source}`} className="text-lg font-semibold text-stone-900">
        {t('newsletter.formTitle')}
      </Title>
      <p className="mt-1 text-sm text-stone-700">{t('newsletter.formLead')}</p>
      <form
        ref={form}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadRules().catch(() => undefined)}
        className="mt-4 grid gap-3 sm:grid-cols-2"
        aria-labelledby={`newsletter-${source}`}
      >
        <Field label={t('newsletter.email')} error={errors.email} className="sm:col-span-2">
          {({ control }) => <Input type="email" name="email" autoComplete="email" {...control} onChange={() => clearError('email')} />}
        </Field>
        <Field label={t('newsletter.firstName')} error={errors.firstName}>
          {({ control }) => <Input name="firstName" autoComplete="given-name" {...control} onChange={() => clearError('firstName')} />}
        </Field>
        <Field label={t('newsletter.lastName')} error={errors.lastName}>
          {({ control }) => <Input name="lastName" autoComplete="family-name" {...control} onChange={() => clearError('lastName')} />}
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
