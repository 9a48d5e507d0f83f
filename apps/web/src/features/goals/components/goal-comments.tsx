import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '@prosper/shared/rules/full-name';
import { goalCommentInputSchema } from '@prosper/shared/schemas/goal';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { MemberLine } from '../../../components/ui/member-line.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { useAddGoalComment, useGoalComments } from '../api/comments.ts';

/** The mentor's comments on a shared goal, oldest first; the mentor it is shared with writes them. */
export function GoalComments({ goalId, canComment }: { goalId: string; canComment: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const comments = useGoalComments(goalId);
  const add = useAddGoalComment(goalId);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const items = comments.data?.pages.flatMap((p) => p.items) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = goalCommentInputSchema.safeParse({ content });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('goals.commentFailed'));
    add.mutate(parsed.data.content, {
      onSuccess: () => {
        setContent('');
        setError(null);
      },
      onError: (e) => setError(e.message || t('goals.commentFailed')),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('goals.comments')}
      </h2>
      {items.length === 0 && comments.isSuccess && <p className="mt-2 text-sm text-stone-700">{t('goals.noComments')}</p>}
      <ul className="mt-3 space-y-4">
        {items.map((c) => (
          <li key={c.id}>
            <div className="flex items-center gap-3">
              <MemberLine
                member={c.author}
                size={32}
                name={<p className="font-medium">{fullName(c.author)}</p>}
                subtitle={
                  <p className="text-xs text-stone-600">
                    <TimeAgo date={c.createdAt} />
                  </p>
                }
              />
            </div>
            <p className="mt-1 whitespace-pre-line wrap-anywhere text-stone-900">{c.content}</p>
          </li>
        ))}
      </ul>
      {comments.hasNextPage && (
        <Button variant="secondary" className="mt-3" onClick={() => void comments.fetchNextPage()}>
          {t('goals.moreComments')}
        </Button>
      )}
      {canComment && (
        <form noValidate onSubmit={submit} className="mt-4 space-y-2">
          <label htmlFor={id} className="block text-sm font-medium text-stone-800">
            {t('goals.commentLabel')}
          </label>
          <textarea
            id={id}
            rows={3}
            className={inputClass}
            value={content}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setContent(e.target.value)}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t('goals.commenting') : t('goals.comment')}
          </Button>
        </form>
      )}
    </section>
  );
}
