import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { REVIEW_COMMENT_MAX, reviewReplySchema, type Session, type SessionReview } from '@prosper/shared/schemas/session';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { useSessionAction } from '../api/actions.ts';
import { fullName } from '@prosper/shared/rules/full-name';
import { Stars } from './stars.tsx';

/** A posted review with the mentor's public reply, or for the mentor, a form to write one. */
export function ReviewView({ session, review }: { session: Session; review: SessionReview }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold">{t('sessions.yourReview')}</h2>
      <div className="flex items-center gap-3">
        <Stars rating={review.rating} />
        <TimeAgo date={review.createdAt} />
      </div>
      <p className="whitespace-pre-line wrap-anywhere">{review.comment}</p>
      {review.reply ? (
        <div className="rounded-lg border-l-4 border-brand-700 bg-brand-50 p-3">
          <p className="text-sm font-semibold text-brand-900">{t('sessions.mentorReply', { name: fullName(session.mentor) })}</p>
          <p className="mt-1 whitespace-pre-line wrap-anywhere text-sm">{review.reply}</p>
        </div>
      ) : (
        session.actions.includes('replyToReview') && <ReplyForm session={session} />
      )}
    </div>
  );
}

function ReplyForm({ session }: { session: Session }) {
  const { t } = useTranslation();
  const mutation = useSessionAction(session.id);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = reviewReplySchema.safeParse({ reply });
        if (!parsed.success) return setError(fieldMessages(parsed.error).reply ?? null);
        mutation.mutate(
          { action: 'replyToReview', body: parsed.data },
          { onSuccess: () => toast.success(t('sessions.replyPosted')), onError: (failure) => setError(failure.message) },
        );
      }}
    >
      <Field label={t('sessions.replyLabel')} error={error ?? undefined}>
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            rows={3}
            maxLength={REVIEW_COMMENT_MAX}
            value={reply}
            onChange={(e) => {
              setReply(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" disabled={mutation.isPending}>
        {t('sessions.postReply')}
      </Button>
    </form>
  );
}
