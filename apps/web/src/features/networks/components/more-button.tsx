import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** Fetches a list's next page, while there is one. */
export function MoreButton({ list }: { list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } }) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <Button variant="secondary" className="mt-4" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
      {list.isFetchingNextPage ? t('app.loading') : t('networks.more')}
    </Button>
  );
}
