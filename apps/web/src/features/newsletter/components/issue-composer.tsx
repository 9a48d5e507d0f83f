import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type NewsletterIssueInput, newsletterIssueSchema } from '@prosper/shared/schemas/newsletter';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { serverFieldMessages, showFieldErrors } from '../../../lib/form-errors.ts';
import { usePreviewIssue, useSendIssue, useTestIssue } from '../api/issues.ts';
import { useSubscriberStats } from '../api/subscribers.ts';

const FIELDS = ['subject', 'body'] as const;

/**
 * An issue of the newsletter: a subject and Markdown, previewed as the server renders and sanitizes
 * it, tried on the admin's own inbox, then sent to every active subscriber after a confirmation.
 */
export function IssueComposer() {
  const { t } = useTranslation();
  const stats = useSubscriberStats();
  const preview = usePreviewIssue();
  const test = useTestIssue();
  const send = useSendIssue();
  const [confirming, setConfirming] = useState<NewsletterIssueInput | null>(null);
  const { register, handleSubmit, setError, setFocus, reset, formState } = useForm<NewsletterIssueInput>({
    resolver: zodResolver(newsletterIssueSchema),
    defaultValues: { subject: '', body: '' },
  });
  const active = stats.data?.active ?? 0;
  const refused = (failed: string) => (error: Error) => {
    showFieldErrors({ setError, setFocus }, serverFieldMessages(error), FIELDS);
    toast.error(failed, { description: error.message });
  };
  const onInvalid = (errors: Partial<Record<(typeof FIELDS)[number], unknown>>) => setFocus(FIELDS.find((f) => errors[f]) ?? 'subject');

  return (
    <section aria-labelledby="compose-title" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id="compose-title" className="text-xl font-semibold text-stone-900">
        {t('newsletter.composeTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('newsletter.composeLead')}</p>
      <form
        noValidate
        aria-labelledby="compose-title"
        className="mt-4 space-y-4"
        onSubmit={handleSubmit((v) => setConfirming(v), onInvalid)}
      >
        <Field label={t('newsletter.subject')} error={formState.errors.subject?.message}>
          {({ control }) => <Input {...control} {...register('subject')} />}
        </Field>
        <Field label={t('newsletter.body')} error={formState.errors.body?.message}>
          {({ control }) => <Textarea rows={10} {...control} {...register('body')} />}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={handleSubmit((v) => preview.mutate(v, { onError: refused(t('newsletter.previewFailed')) }), onInvalid)}
          >
            {t('newsletter.preview')}
          </Button>
          <Button
            variant="secondary"
            aria-disabled={test.isPending || undefined}
            onClick={handleSubmit(
              (v) =>
                !test.isPending &&
                test.mutate(v, {
                  onSuccess: ({ email }) => toast.success(t('newsletter.testSent', { email })),
                  onError: refused(t('newsletter.testFailed')),
                }),
              onInvalid,
            )}
          >
            {t('newsletter.testSend')}
          </Button>
          <Button type="submit" disabled={active === 0} aria-disabled={send.isPending || undefined}>
            {send.isPending ? t('newsletter.sending') : t('newsletter.send', { count: active })}
          </Button>
        </div>
      </form>
      {preview.data && (
        <iframe
          title={t('newsletter.previewTitle')}
          // Nothing in it may run or navigate: it shows the sanitized mail, and that is all.
          sandbox=""
          srcDoc={preview.data.html}
          className="mt-4 h-96 w-full rounded-md border border-stone-200"
        />
      )}
      <LazyConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('newsletter.sendConfirmTitle')}
        text={t('newsletter.sendConfirmText', { count: active })}
        confirm={t('newsletter.sendConfirm')}
        cancel={t('newsletter.cancel')}
        onConfirm={() => {
          if (!confirming || send.isPending) return;
          send.mutate(confirming, {
            onSuccess: ({ recipients }) => {
              toast.success(t('newsletter.queued', { count: recipients }));
              reset();
              preview.reset();
            },
            onError: refused(t('newsletter.sendFailed')),
          });
        }}
      />
    </section>
  );
}
