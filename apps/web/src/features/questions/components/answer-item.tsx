import { ArrowDown, ArrowUp, CheckCircle2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Answer } from '@prosper/shared/schemas/question';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { ReportButton } from '../../../components/ui/report-button.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { useAccept, useDeleteAnswer, useVote } from '../api/questions.ts';
import { AnswerEditor } from './answer-editor.tsx';

const MarkdownView = lazyPart(() => import('../../../components/markdown/markdown.tsx'));

type Props = { answer: Answer; viewerId: string | null; askerId: string };

/** One answer: its score with the viewer's vote, the asker's accept, the author's edit and delete, anyone's report. */
export function AnswerItem({ answer, viewerId, askerId }: Props) {
  const { t } = useTranslation();
  const vote = useVote(answer.questionId);
  const accept = useAccept(answer.questionId);
  const remove = useDeleteAnswer(answer.questionId);
  const own = viewerId === answer.author.id;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = `${answer.author.firstName} ${answer.author.lastName}`;
  const voteFor = (value: 1 | -1) => vote.mutate({ answerId: answer.id, value: answer.myVote === value ? 0 : value });

  return (
    <li className={`rounded-xl border bg-white p-4 ${answer.accepted ? 'border-green-700' : 'border-stone-200'}`}>
      {answer.accepted && (
        <p className="mb-2 inline-flex items-center gap-1 text-sm font-semibold text-green-800">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {t('questions.acceptedAnswer')}
        </p>
      )}
      <div className="flex gap-4">
        <div className="flex flex-col items-center gap-1">
          {viewerId && !own && (
            <Button variant="ghost" aria-label={t('questions.upvote')} aria-pressed={answer.myVote === 1} onClick={() => voteFor(1)}>
              <ArrowUp aria-hidden="true" className="size-5" />
            </Button>
          )}
          <span className="font-semibold text-stone-900">{t('questions.score', { score: answer.score })}</span>
          {viewerId && !own && (
            <Button variant="ghost" aria-label={t('questions.downvote')} aria-pressed={answer.myVote === -1} onClick={() => voteFor(-1)}>
              <ArrowDown aria-hidden="true" className="size-5" />
            </Button>
          )}
        </div>
        <div className="min-w-0 flex-1">
          {editing ? (
            <AnswerEditor answer={answer} onDone={() => setEditing(false)} />
          ) : (
            <Suspense fallback={<p className="whitespace-pre-wrap wrap-anywhere">{answer.body}</p>}>
              <MarkdownView content={answer.body} />
            </Suspense>
          )}
          <p className="mt-2 text-sm text-stone-700">
            {name} · <TimeAgo date={answer.createdAt} />
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {viewerId === askerId && (
              <Button variant={answer.accepted ? 'secondary' : 'primary'} onClick={() => accept.mutate(answer.accepted ? null : answer.id)}>
                {answer.accepted ? t('questions.unaccept') : t('questions.accept')}
              </Button>
            )}
            {own && !editing && (
              <>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  {t('questions.edit')}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(true)}>
                  {t('questions.delete')}
                </Button>
                <LazyConfirmDialog
                  open={confirming}
                  onOpenChange={setConfirming}
                  title={t('questions.deleteAnswer')}
                  text={t('questions.deleteAnswerText')}
                  confirm={t('questions.delete')}
                  cancel={t('questions.cancel')}
                  onConfirm={() => remove.mutate(answer.id, { onError: (error) => toast.error(error.message) })}
                />
              </>
            )}
            {viewerId && !own && (
              <ReportButton
                target={{ contentType: 'answer', contentId: answer.id }}
                title={t('reports.title.answer', { name })}
                label={t('questions.report')}
              />
            )}
          </div>
        </div>
      </div>
    </li>
  );
}
