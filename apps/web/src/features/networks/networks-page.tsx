import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CommunitiesTab } from './components/communities-tab.tsx';
import { ConnectionsTab } from './components/connections-tab.tsx';
import { RequestsTab } from './components/requests-tab.tsx';

const TABS = ['connections', 'requests', 'communities'] as const;
type Tab = (typeof TABS)[number];

/** /networks: my connections, the requests waiting either way, and the communities (issue 17). */
export default function NetworksPage() {
  const { t } = useTranslation();
  usePageTitle(t('networks.title'));
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'connections';
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{t('networks.title')}</h1>
      <p className="mt-1 text-stone-700">{t('networks.lead')}</p>
      <Tabs value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })} className="mt-6">
        <TabsList className="grid-cols-3">
          {TABS.map((x) => (
            <TabsTrigger key={x} value={x}>
              {t(`networks.tabs.${x}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="connections" className="mt-6">
          <ConnectionsTab />
        </TabsContent>
        <TabsContent value="requests" className="mt-6">
          <RequestsTab />
        </TabsContent>
        <TabsContent value="communities" className="mt-6">
          <CommunitiesTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
