import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/use-realtime.ts';
import { prependToFeed } from './cache.ts';
import { articleKeys } from './keys.ts';

/**
 * While a feed of everyone's articles is on screen, new ones arrive on top (SPEC §4); updates and
 * deletes are not pushed. After a reconnect the feed is fetched again, for what was missed; so is
 * it when the member comes back to it, since nothing arrived while it was off screen.
 */
export function useLiveFeed(enabled: boolean) {
  const qc = useQueryClient();
  useRealtime(
    'articles_feed',
    {
      onEvent: (event) => prependToFeed(qc, event.payload),
      onResync: () => void qc.invalidateQueries({ queryKey: articleKeys.feed('all') }),
      onStop: () => void qc.invalidateQueries({ queryKey: articleKeys.feed('all'), refetchType: 'none' }),
    },
    enabled,
  );
}
