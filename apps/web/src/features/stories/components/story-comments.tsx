import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { fullName } from '@prosper/shared/rules/full-name';
import { COMMENT_MAX } from '@prosper/shared/schemas/article';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { MemberLine } from '../../../components/ui/member-line.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { storyCommentsQuery, useAddStoryComment, useDeleteStoryComment } from '../api/comments.ts';

/** A story's comments, oldest first; members write and delete their own, visitors read. */
export function StoryComments({ storyId, count, me }: { storyId: string; count: number; me: string | null }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(storyCommentsQuery(storyId));
  const remove = useDeleteStoryComment(storyId);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="story-comments" className="mt-10">
      <h2 id="story-comments" className="text-xl font-semibold">
        {t('stories.comments')} <span className="font-normal text-stone-600">({count})</span>
      </h2>
      {me && <Composer storyId={storyId} />}
      {list.isPending ? (
        <Spinner label={t('app.loading')} className="py-8" />
      ) : list.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {list.error.message}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-6 text-stone-700">{t('stories.noComments')}</p>
      ) : (
        <ol className="mt-6 space-y-5">
          {items.map((c) => (
            <li key={c.id} className="flex gap-3">
              <MemberLine
                member={c.author}
                size={36}
                className="min-w-0 flex-1"
                name={
                  <p className="text-sm">
                    <span className="font-semibold">{fullName(c.author)}</span>{' '}
                    <span className="text-stone-600">
                      <TimeAgo date={c.createdAt} />
                    </span>
                  </p>
                }
                subtitle={<p className="mt-1 whitespace-pre-line wrap-anywhere text-stone-800">{c.content}</p>}
              />
              {me === c.author.id && (
                <Button
                  variant="ghost"
                  className="self-start"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(c.id, { onError: (error) => toast.error(error.message) })}
                >
                  {t('stories.deleteComment')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {list.hasNextPage && (
        <Button variant="secondary" className="mt-4" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('stories.loadMore')}
        </Button>
      )}
    </section>
  );
}

function Composer({ storyId }: { storyId: string }) {
  const { t } = useTranslation();
  const add = useAddStoryComment(storyId);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setError(t('stories.commentRequired'));
    add.mutate(content, {
      onSuccess: () => {
        setContent('');
        setError(undefined);
      },
      onError: (e) => setError(e.message),
    });
  };
  return (
    <form onSubmit={submit} className="mt-4 space-y-2" noValidate>
      <Field label={t('stories.commentLabel')} error={error}>
        {({ control }) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={COMMENT_MAX}
            placeholder={t('stories.commentPlaceholder')}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={add.isPending}>
        {t('stories.postComment')}
      </Button>
    </form>
  );
}
