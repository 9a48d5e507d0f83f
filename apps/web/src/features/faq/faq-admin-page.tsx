import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { FAQ_TOPICS, type FaqEntry, type FaqTopic } from '@prosper/shared/schemas/faq';
import { Button } from '../../components/ui/button.tsx';
import { LazyConfirmDialog } from '../../components/ui/lazy-confirm-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { faqQuery, useDeleteFaqEntry, useMoveFaqEntry } from './api/faq.ts';
import { FaqEntryDialog } from './components/faq-entry-dialog.tsx';

/** What the form dialog is open on: nothing, a new entry, or one entry. */
type Editing = null | 'new' | FaqEntry;

/**
 * /admin/faq, a section of the admin area: every FAQ entry by topic as /faq shows them, to add,
 * change, move up or down within its topic, and delete (after a confirmation).
 */
export default function FaqAdminPage() {
  const { t } = useTranslation();
  usePageTitle(`${t('admin.sections.faq.title')} · ${t('admin.title')}`);
  const faq = useQuery(faqQuery);
  const move = useMoveFaqEntry();
  const remove = useDeleteFaqEntry();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FaqEntry | null>(null);
  const entries = faq.data?.items ?? [];
  const byTopic = (topic: FaqTopic) => entries.filter((e) => e.topic === topic);
  const nextPosition = (topic: FaqTopic) => Math.max(0, ...byTopic(topic).map((e) => e.position)) + 1;

  return (
    <section aria-labelledby="admin-faq">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="admin-faq" data-page-focus className="text-2xl font-semibold text-stone-900">
            {t('admin.sections.faq.title')}
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            {t('admin.sections.faq.lead')}{' '}
            <Link to={paths.faq} className="tap-target text-brand-800 underline">
              {t('faq.openOnFaq')}
            </Link>
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('faq.newEntry')}
        </Button>
      </div>
      {faq.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {faq.error.message}
        </p>
      ) : faq.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : (
        FAQ_TOPICS.map((topic) => {
          const list = byTopic(topic);
          return (
            <section key={topic} aria-labelledby={`admin-faq-${topic}`} className="mt-6">
              <h3 id={`admin-faq-${topic}`} className="text-lg font-semibold text-brand-900">
                {t(`faq.topics.${topic}`)}
              </h3>
              {list.length === 0 ? (
                <p className="mt-2 text-sm text-stone-700">{t('faq.empty')}</p>
              ) : (
                <ol className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
                  {list.map((entry, index) => (
                    <li key={entry.id} className="flex flex-wrap items-center gap-2 p-3">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-stone-900 wrap-anywhere">{entry.question}</p>
                        <p className="text-xs text-stone-600 wrap-anywhere">
                          #{entry.slug} · {t('faq.position')} {entry.position}
                        </p>
                      </div>
                      <Button
                        variant="ghost"
                        aria-label={t('faq.moveUp', { question: entry.question })}
                        disabled={index === 0 || move.isPending}
                        onClick={() =>
                          move.mutate({ topicEntries: list, from: index, to: index - 1 }, { onError: (e) => toast.error(e.message) })
                        }
                      >
                        <ArrowUp aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={t('faq.moveDown', { question: entry.question })}
                        disabled={index === list.length - 1 || move.isPending}
                        onClick={() =>
                          move.mutate({ topicEntries: list, from: index, to: index + 1 }, { onError: (e) => toast.error(e.message) })
                        }
                      >
                        <ArrowDown aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={t('faq.editEntry', { question: entry.question })}
                        onClick={() => setEditing(entry)}
                      >
                        {t('faq.edit')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={t('faq.deleteEntry', { question: entry.question })}
                        onClick={() => setDeleting(entry)}
                      >
                        {t('faq.delete')}
                      </Button>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          );
        })
      )}
      {editing && (
        <FaqEntryDialog
          key={editing === 'new' ? 'new' : editing.id}
          entry={editing === 'new' ? null : editing}
          nextPosition={nextPosition}
          onClose={() => setEditing(null)}
        />
      )}
      <LazyConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('faq.deleteConfirm')}
        text={deleting?.question ?? ''}
        confirm={t('faq.delete')}
        cancel={t('faq.cancel')}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('faq.deleted')),
            onError: (e) => toast.error(e.message),
          })
        }
      />
    </section>
  );
}
