import { ArrowLeft } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { fullName } from '@prosper/shared/rules/full-name';
import { lazyPart } from '../../lib/lazy-part.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useDeleteGoal, useGoal, useUpdateGoal } from './api/goals.ts';
import { Celebration } from './components/celebration.tsx';
import { GoalComments } from './components/goal-comments.tsx';
import { GoalForm } from './components/goal-form.tsx';
import { GoalProgress } from './components/goal-progress.tsx';
import { MilestoneList } from './components/milestone-list.tsx';
import { ShareGoal } from './components/share-goal.tsx';

const ConfirmDialog = lazyPart(() => import('../../components/ui/confirm-dialog.tsx'));

/**
 * /goals/{id}: one goal. Its owner ticks, edits, archives, deletes and shares it; the mentor it is
 * shared with reads it and comments.
 */
export default function GoalPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const viewerId = useViewer().data?.user.id;
  const goal = useGoal(id);
  const update = useUpdateGoal(id);
  const remove = useDeleteGoal();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [celebrating, setCelebrating] = useState(false);
  usePageTitle(goal.data?.title ?? t('goals.title'));

  if (goal.isPending) return <Spinner label={t('goals.loading')} />;
  if (goal.isError) return <p className="mx-auto max-w-3xl px-4 py-10 text-red-700">{goal.error.message}</p>;
  const g = goal.data;
  const mine = g.owner.id === viewerId;

  const setArchived = (archived: boolean) =>
    update.mutate(
      { archived },
      {
        onSuccess: () => toast.success(archived ? t('goals.archivedToast') : t('goals.restoredToast')),
        onError: (e) => toast.error(e.message),
      },
    );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to={paths.goals} className="tap-target inline-flex items-center gap-1 text-sm text-brand-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('goals.back')}
      </Link>
      <h1 className="mt-3 text-3xl font-semibold wrap-anywhere text-brand-900">{g.title}</h1>
      <p className="mt-1 text-sm text-stone-700">
        {[
          g.targetDate && t('goals.target', { date: g.targetDate }),
          !mine && t('goals.from', { name: fullName(g.owner) }),
          mine && g.sharedWith && t('goals.sharedWith', { name: fullName(g.sharedWith) }),
          g.archived && t('goals.archived'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {g.why && <p className="mt-4 whitespace-pre-line wrap-anywhere text-stone-900">{g.why}</p>}

      <section aria-label={t('goals.milestonesLabel')} className="mt-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
        <GoalProgress goal={g} />
        <MilestoneList goal={g} editable={mine && !g.archived} onCompleted={() => setCelebrating(true)} />
        {celebrating && <Celebration title={g.title} />}
      </section>

      {mine && !editing && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('goals.edit')}
          </Button>
          <Button variant="secondary" disabled={update.isPending} onClick={() => setArchived(!g.archived)}>
            {g.archived ? t('goals.unarchive') : t('goals.archive')}
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('goals.delete')}
          </Button>
        </div>
      )}
      {mine && editing && (
        <section aria-labelledby="edit-goal" className="mt-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
          <h2 id="edit-goal" className="mb-4 text-lg font-semibold">
            {t('goals.editTitle')}
          </h2>
          <GoalForm
            goal={g}
            submitLabel={t('goals.save')}
            busyLabel={t('goals.saving')}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              await update.mutateAsync({ ...input, targetDate: input.targetDate ?? null });
              toast.success(t('goals.saved'));
              setEditing(false);
            }}
          />
        </section>
      )}
      {mine && <ShareGoal goal={g} />}
      {(g.sharedWith || g.commentsCount > 0) && <GoalComments goalId={g.id} canComment={g.sharedWith?.id === viewerId} />}

      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirming}
            title={t('goals.deleteTitle')}
            text={t('goals.deleteText')}
            confirm={t('goals.delete')}
            cancel={t('goals.cancel')}
            onConfirm={() =>
              remove.mutate(g.id, {
                onSuccess: () => {
                  toast.success(t('goals.deleted'));
                  void navigate(paths.goals);
                },
                onError: (e) => toast.error(e.message),
              })
            }
          />
        </Suspense>
      )}
    </div>
  );
}
