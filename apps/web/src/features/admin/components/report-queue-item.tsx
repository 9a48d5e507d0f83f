import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ReportGroup } from '@prosper/shared/schemas/report';
import { fullName } from '@prosper/shared/rules/full-name';
import { Button } from '../../../components/ui/button.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDismissReports, useSuspendAuthor } from '../api/reports.ts';
import { RemoveContentDialog } from './remove-content-dialog.tsx';
import { SuspendDialog } from './suspend-dialog.tsx';

/**
 * One item of the queue: what was reported, shown in place with its context, how many reported it
 * and why, and the admin's three ways out. `onResolved` runs once the item is done with (it leaves
 * the list, so the page takes the focus back).
 */
export function ReportQueueItem({ item, onResolved }: { item: ReportGroup; onResolved: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const dismiss = useDismissReports();
  const suspendAuthor = useSuspendAuthor();
  const [dialog, setDialog] = useState<'dismiss' | 'remove' | 'suspend' | null>(null);
  const ref = { contentType: item.contentType, contentId: item.contentId };
  const author = fullName(item.author);
  const removable = item.contentType !== 'profile' && item.content !== null;
  const describedBy = { 'aria-describedby': headingId };

  const onDismiss = () =>
    dismiss.mutate(ref, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onResolved();
      },
      onError: (error) => toast.error(t('reports.failedToResolve'), { description: error.message }),
    });

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-semibold text-stone-900">
          {t(`reports.kinds.${item.contentType}`)}
          <span className="font-normal text-stone-700"> · {t('reports.reportCount', { count: item.count })}</span>
        </h3>
        <p className="text-sm text-stone-700">
          {t('reports.firstReported')} <TimeAgo date={item.firstReportedAt} />
        </p>
      </header>

      <ContentInPlace item={item} />

      <p className="mt-3 text-sm text-stone-800">
        {item.author.deleted ? (
          t('reports.author', { name: author })
        ) : (
          <Link to={paths.adminMember(item.author.id)} className="tap-target font-medium text-brand-800 underline-offset-4 hover:underline">
            {t('reports.author', { name: author })}
          </Link>
        )}
      </p>

      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-medium text-stone-800">{t('reports.reasonsHeading')}</h4>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {item.reasons.map((r) => (
              <li key={r.reason} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm text-stone-900">
                {t(`reports.reasons.${r.reason}`)} ({r.count})
              </li>
            ))}
          </ul>
        </div>
        {item.details.length > 0 && (
          <div>
            <h4 className="text-sm font-medium text-stone-800">{t('reports.detailsHeading')}</h4>
            <ul className="mt-1 space-y-1 text-sm text-stone-800">
              {item.details.map((d, i) => (
                // Reporters' words may repeat; their order is all that tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered.
                <li key={i} className="border-l-2 border-stone-300 pl-2 whitespace-pre-line wrap-anywhere">
                  {d}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" {...describedBy} onClick={() => setDialog('dismiss')} disabled={dismiss.isPending}>
          {t('reports.dismiss')}
        </Button>
        {removable && (
          <Button variant="danger" {...describedBy} onClick={() => setDialog('remove')}>
            {t('reports.remove')}
          </Button>
        )}
        {!item.author.deleted && item.author.role !== 'admin' && (
          <Button variant="secondary" {...describedBy} onClick={() => setDialog('suspend')}>
            {item.contentType === 'profile' ? t('reports.suspendMember') : t('reports.suspend')}
          </Button>
        )}
      </div>

      <LazyConfirmDialog
        open={dialog === 'dismiss'}
        onOpenChange={(open) => setDialog(open ? 'dismiss' : null)}
        title={t('reports.dismissTitle')}
        text={t('reports.dismissText')}
        confirm={t('reports.dismiss')}
        cancel={t('reports.cancel')}
        onConfirm={onDismiss}
      />
      {removable && item.contentType !== 'profile' && dialog === 'remove' && (
        <RemoveContentDialog
          contentType={item.contentType}
          contentId={item.contentId}
          suggested={item.reasons[0]?.reason ?? 'other'}
          open
          onOpenChange={(open) => setDialog(open ? 'remove' : null)}
          onRemoved={onResolved}
        />
      )}
      {dialog === 'suspend' && (
        <SuspendDialog
          memberId={item.author.id}
          name={author}
          open
          onOpenChange={(open) => setDialog(open ? 'suspend' : null)}
          suspend={async (input) => {
            await suspendAuthor.mutateAsync({ ...ref, ...input });
            onResolved();
          }}
        />
      )}
    </article>
  );
}

/** The reported thing as its readers saw it, with what it belongs to; or why there is nothing to show. */
function ContentInPlace({ item }: { item: ReportGroup }) {
  const { t } = useTranslation();
  const c = item.content;
  const box = 'mt-3 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200';
  if (!c) return <p className={`${box} text-sm text-stone-700`}>{t('reports.gone')}</p>;
  const link = 'tap-target text-sm font-medium text-brand-800 underline-offset-4 hover:underline';
  return (
    <div className={box}>
      {c.title && <p className="font-semibold text-stone-900 wrap-anywhere">{c.title}</p>}
      {item.contentType === 'profile' && !c.text ? (
        <p className="mt-1 text-sm text-stone-700">{t('reports.noBio')}</p>
      ) : (
        c.text && <p className="mt-1 text-sm whitespace-pre-line text-stone-800 wrap-anywhere line-clamp-6">{c.text}</p>
      )}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        {item.contentType === 'article' && c.articleId && (
          <Link to={paths.viewPost(c.articleId)} className={link}>
            {t('reports.openArticle')}
          </Link>
        )}
        {item.contentType === 'comment' && c.articleId && (
          <Link to={paths.viewPost(c.articleId)} className={link}>
            {t('reports.onArticle', { title: c.articleTitle ?? '' })}
          </Link>
        )}
        {(item.contentType === 'question' || item.contentType === 'answer') && c.questionId && (
          <Link to={paths.question(c.questionId)} className={link}>
            {item.contentType === 'question' ? t('reports.openQuestion') : t('reports.onQuestion', { title: c.articleTitle ?? '' })}
          </Link>
        )}
        {item.contentType === 'message' && c.recipient && <span>{t('reports.sentTo', { name: fullName(c.recipient) })}</span>}
        {item.contentType === 'story' && (
          <Link to={paths.story(item.contentId)} className={link}>
            {t('reports.openStory')}
          </Link>
        )}
        {item.contentType === 'profile' && (
          <Link to={paths.memberProfile(item.contentId)} className={link}>
            {t('reports.openProfile')}
          </Link>
        )}
        {c.createdAt && <TimeAgo date={c.createdAt} />}
      </p>
    </div>
  );
}
