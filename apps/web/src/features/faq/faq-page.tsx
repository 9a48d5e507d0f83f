import { useQuery } from '@tanstack/react-query';
import { Link as LinkIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FAQ_TOPICS, type FaqEntry } from '@prosper/shared/schemas/faq';
import { inputClass } from '../../components/ui/field.tsx';
import { LiveRegion } from '../../components/live-region.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { faqQuery } from './api/faq.ts';

/** Every word typed must appear in the question or its answer, in any case. */
const matches = (entry: FaqEntry, words: string[]) => {
  const text = `${entry.question} ${entry.answer}`.toLocaleLowerCase();
  return words.every((w) => text.includes(w));
};

/**
 * /faq, for visitors and members: the entries by topic, each a <details> whose summary is the
 * question; the list narrows as one types. `/faq#slug` opens that answer and scrolls to it.
 */
export default function FaqPage() {
  const { t } = useTranslation();
  usePageTitle(t('faq.title'));
  const { hash } = useLocation();
  const faq = useQuery(faqQuery);
  const isAdmin = useViewer().data?.profile?.role === 'admin';
  const [query, setQuery] = useState('');
  const searchId = useId();
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const shown = (faq.data?.items ?? []).filter((e) => matches(e, words));
  const target = decodeURIComponent(hash.slice(1));

  // The linked answer opens and comes into view once the entries are here (they come after the
  // browser looked for the fragment on a first load).
  useEffect(() => {
    if (!target || !faq.data) return;
    const summary = document.getElementById(target);
    const details = summary?.parentElement;
    if (summary?.tagName !== 'SUMMARY' || !(details instanceof HTMLDetailsElement)) return;
    details.open = true;
    summary.scrollIntoView({ block: 'start' });
    summary.focus();
  }, [target, faq.data]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{t('faq.title')}</h1>
      <p className="mt-1 text-stone-700">
        {t('faq.lead')}{' '}
        <Link to={paths.questions} className="tap-target text-brand-800 underline">
          {t('faq.askLink')}
        </Link>
      </p>
      {isAdmin && (
        <p className="mt-2 text-sm">
          <Link to={paths.adminFaq} className="tap-target text-brand-800 underline">
            {t('faq.manage')}
          </Link>
        </p>
      )}
      <search className="mt-6 block">
        <label htmlFor={searchId} className="block text-sm font-medium text-stone-800">
          {t('faq.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby={`${searchId}-hint`}
          className={inputClass}
        />
        <p id={`${searchId}-hint`} className="mt-1 text-xs text-stone-600">
          {t('faq.searchHint')}
        </p>
      </search>
      <LiveRegion
        message={words.length > 0 && faq.data ? (shown.length ? t('faq.results', { count: shown.length }) : t('faq.noResults')) : ''}
      />
      {faq.isError && (
        <p role="alert" className="mt-6 text-red-700">
          {faq.error.message}
        </p>
      )}
      {words.length > 0 && faq.data && shown.length === 0 && <p className="mt-6 text-stone-700">{t('faq.noResults')}</p>}
      {FAQ_TOPICS.map((topic) => {
        const entries = shown.filter((e) => e.topic === topic);
        if (entries.length === 0) return null;
        return (
          <section key={topic} aria-labelledby={`faq-topic-${topic}`} className="mt-8">
            <h2 id={`faq-topic-${topic}`} className="text-xl font-semibold text-brand-900">
              {t(`faq.topics.${topic}`)}
            </h2>
            <div className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
              {entries.map((entry) => (
                <details key={entry.id} open={words.length > 0 || entry.slug === target} className="group p-4">
                  {/* The anchor is the summary, which takes focus: the browser's own move to a fragment focuses
                      a focusable target, and takes the focus from the page when the target cannot hold it. */}
                  <summary id={entry.slug} className="cursor-pointer scroll-mt-24 font-medium text-stone-900 wrap-anywhere">
                    {entry.question}
                  </summary>
                  <div className="mt-2 space-y-2 text-stone-800 wrap-anywhere">
                    {entry.answer.split(/\n{2,}/).map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                  <a href={`#${entry.slug}`} className="tap-target mt-2 inline-flex items-center gap-1 text-sm text-brand-800 underline">
                    <LinkIcon aria-hidden="true" className="size-4" />
                    {t('faq.copyLink')}
                    <span className="sr-only">: {entry.question}</span>
                  </a>
                </details>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
