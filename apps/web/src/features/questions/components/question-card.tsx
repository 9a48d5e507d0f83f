import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuestionCard as Card } from '@prosper/shared/schemas/question';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { paths } from '../../../lib/paths.ts';

/** One question in a list: its title as the link, the start of its text, tags, answers and who asked. */
export function QuestionCard({ question }: { question: Card }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-brand-900 wrap-anywhere">
        <Link to={paths.question(question.id)} className="tap-target hover:underline">
          {question.title}
        </Link>
      </h2>
      {question.excerpt && <p className="mt-1 text-sm text-stone-700 wrap-anywhere">{question.excerpt}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-700">
        {question.tags.map((tag) => (
          <Link
            key={tag}
            to={`${paths.questions}?tags=${encodeURIComponent(tag)}`}
            className="tap-target rounded-full bg-brand-50 px-2 py-0.5 text-brand-900 hover:underline"
          >
            {tag}
          </Link>
        ))}
        <span>{t('questions.answers', { count: question.answersCount })}</span>
        {question.answered && (
          <span className="inline-flex items-center gap-1 font-medium text-green-800">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('questions.acceptedBadge')}
          </span>
        )}
        <span>
          {question.author.firstName} {question.author.lastName} · <TimeAgo date={question.createdAt} />
        </span>
      </div>
    </li>
  );
}
