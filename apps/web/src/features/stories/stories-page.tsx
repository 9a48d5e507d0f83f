import { useInfiniteQuery } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { STORY_SORTS, type StorySort } from '@prosper/shared/schemas/story';
import { buttonClass } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { storiesQuery } from './api/stories.ts';
import { StoryList } from './components/story-list.tsx';

const isSort = (value: string | null): value is StorySort => STORY_SORTS.includes(value as StorySort);

/** /stories (open to visitors): the newest stories, or the most loved, in two tabs kept in the address. */
export default function StoriesPage() {
  const { t } = useTranslation();
  usePageTitle(t('stories.stories'));
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const sort: StorySort = isSort(tab) ? tab : 'newest';
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-900">{t('stories.stories')}</h1>
          <p className="mt-1 text-stone-700">{t('stories.lead')}</p>
        </div>
        <Link to={viewer.data ? paths.newStory() : paths.auth} className={buttonClass('primary')}>
          <PenLine aria-hidden="true" className="size-4" />
          {t('stories.write')}
        </Link>
      </div>
      <Tabs value={sort} onValueChange={(value) => setParams(value === 'newest' ? {} : { tab: value }, { replace: true })} className="mt-6">
        <TabsList aria-label={t('stories.tabs')} className="max-w-sm">
          <TabsTrigger value="newest">{t('stories.newest')}</TabsTrigger>
          <TabsTrigger value="loved">{t('stories.mostLoved')}</TabsTrigger>
        </TabsList>
        {STORY_SORTS.map((s) => (
          <TabsContent key={s} value={s} className="mt-6">
            {s === sort && <Feed sort={s} />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function Feed({ sort }: { sort: StorySort }) {
  const { t } = useTranslation();
  return <StoryList query={useInfiniteQuery(storiesQuery(sort))} empty={t('stories.empty')} />;
}
