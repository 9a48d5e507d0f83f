import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ArticleCard } from '@prosper/shared/schemas/article';
import { onRealtimeResync, subscribeRealtime } from '../../../lib/realtime.ts';
import { prependToFeed } from './cache.ts';
import { articleKeys } from './keys.ts';

/**
 * While a feed of everyone's articles is on screen, new ones arrive on top (SPEC §4); updates and
 * deletes are not pushed. After a reconnect the feed is fetched again, for what was missed; so is
 * it when the member comes back to it, since nothing arrived while it was off screen.
 */
export function useLiveFeed(enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const stop = subscribeRealtime('articles_feed', (event) => {
      if (event.type === 'insert') prependToFeed(qc, event.payload as ArticleCard);
    });
    const stopResync = onRealtimeResync(() => void qc.invalidateQueries({ queryKey: articleKeys.feed('all') }));
    return () => {
      stop();
      stopResync();
      void qc.invalidateQueries({ queryKey: articleKeys.feed('all'), refetchType: 'none' });
    };
  }, [qc, enabled]);
}
