import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useCreateGoal, useGoals, useSharedGoals } from './api/goals.ts';
import { GoalForm } from './components/goal-form.tsx';
import { GoalList } from './components/goal-list.tsx';

/**
 * /goals: my goals (active, archived) with their progress and checklists, a new goal's form, and,
 * for a mentor, the goals mentees shared with them.
 */
export default function GoalsPage() {
  const { t } = useTranslation();
  usePageTitle(t('goals.title'));
  const [adding, setAdding] = useState(false);
  const create = useCreateGoal();
  const active = useGoals('active');
  const archived = useGoals('archived');
  const shared = useSharedGoals();
  const hasShared = (shared.data?.pages[0]?.items.length ?? 0) > 0;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-brand-900">{t('goals.title')}</h1>
          <p className="mt-2 max-w-2xl text-stone-700">{t('goals.lead')}</p>
        </div>
        {!adding && (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('goals.newGoal')}
          </Button>
        )}
      </div>

      {adding && (
        <section aria-labelledby="new-goal" className="mt-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
          <h2 id="new-goal" className="mb-4 text-lg font-semibold">
            {t('goals.newGoal')}
          </h2>
          <GoalForm
            submitLabel={t('goals.create')}
            busyLabel={t('goals.creating')}
            onCancel={() => setAdding(false)}
            onSubmit={async (input) => {
              await create.mutateAsync(input);
              toast.success(t('goals.created'));
              setAdding(false);
            }}
          />
        </section>
      )}

      <Tabs defaultValue="active" className="mt-8">
        <TabsList className="flex w-full sm:w-fit">
          <TabsTrigger value="active">{t('goals.active')}</TabsTrigger>
          <TabsTrigger value="archived">{t('goals.archived')}</TabsTrigger>
          {hasShared && <TabsTrigger value="shared">{t('goals.sharedWithMe')}</TabsTrigger>}
        </TabsList>
        <TabsContent value="active" className="mt-6">
          <GoalList query={active} mine empty={t('goals.empty')} />
        </TabsContent>
        <TabsContent value="archived" className="mt-6">
          <GoalList query={archived} mine empty={t('goals.emptyArchived')} />
        </TabsContent>
        {hasShared && (
          <TabsContent value="shared" className="mt-6">
            <GoalList query={shared} mine={false} empty={t('goals.emptyShared')} />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
