import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { REVIEW_COMMENT_MAX, reviewSchema, type Session } from '@prosper/shared/schemas/session';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { useSessionAction } from '../api/actions.ts';

/**
 * The mentee's review after a completed session: 1 to 5 stars as a radio group (arrow keys move
 * between them) and a comment. Once posted it is shown instead, with the mentor's reply.
 */
export function ReviewForm({ session }: { session: Session }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useSessionAction(session.id);
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const submit = () => {
    const parsed = reviewSchema.safeParse({ rating, comment });
    if (!parsed.success) return setErrors(fieldMessages(parsed.error));
    mutation.mutate(
      { action: 'review', body: parsed.data },
      {
        onSuccess: () => toast.success(t('sessions.reviewPosted')),
        onError: (error) => setErrors({ form: error.message }),
      },
    );
  };
  const shown = hover || rating;
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('sessions.reviewTitle')}
      </h2>
      <div>
        <p id={`${id}-rating`} className="mb-1 text-sm font-medium text-stone-800">
          {t('sessions.rating')}
        </p>
        <RadioGroup.Root
          aria-labelledby={`${id}-rating`}
          aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
          value={rating ? String(rating) : ''}
          onValueChange={(value) => {
            setRating(Number(value));
            setErrors({});
          }}
          orientation="horizontal"
          className="flex gap-1"
          onMouseLeave={() => setHover(0)}
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <RadioGroup.Item
              key={n}
              value={String(n)}
              aria-label={t('sessions.stars', { count: n })}
              onMouseEnter={() => setHover(n)}
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-stone-100"
            >
              <Star aria-hidden="true" className={`size-7 ${n <= shown ? 'fill-accent-400 text-accent-500' : 'text-stone-500'}`} />
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        {errors.rating && (
          <p id={`${id}-rating-error`} className="mt-1 text-sm text-red-700">
            {errors.rating}
          </p>
        )}
      </div>
      <Field label={t('sessions.comment')} error={errors.comment}>
        {({ id: commentId, describedBy }) => (
          <Textarea
            id={commentId}
            rows={4}
            maxLength={REVIEW_COMMENT_MAX}
            placeholder={t('sessions.commentPlaceholder')}
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              setErrors({});
            }}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={mutation.isPending}>
        {t('sessions.postReview')}
      </Button>
    </form>
  );
}
