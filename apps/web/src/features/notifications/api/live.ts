import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationEvent } from '@prosper/shared/schemas/notification';
import { onRealtimeResync, type RealtimeEvent, subscribeRealtime } from '../../../lib/realtime.ts';
import { alertArrival } from '../alerts/alerts.ts';
import { insertCached, refetchStream, removeCached, replaceCached } from './cache.ts';
import { type BaseCounts, type BaseItem, generalStream, mentorStream, type Stream } from './streams.ts';

/**
 * Live notifications (SPEC §4): an insert goes on top and raises the count, an update replaces,
 * a delete removes, and mark-all or clear-all from anywhere refetch. After a reconnect the lists
 * and counts refetch, since events sent while the socket was down are not replayed.
 */
export function useLiveNotifications({ mentor }: { mentor: boolean }) {
  const qc = useQueryClient();
  useEffect(() => {
    const stops = [subscribeRealtime(generalStream.topic, (event) => apply(qc, generalStream, event))];
    if (mentor) stops.push(subscribeRealtime(mentorStream.topic, (event) => apply(qc, mentorStream, event)));
    stops.push(
      onRealtimeResync(() => {
        refetchStream(qc, generalStream);
        if (mentor) refetchStream(qc, mentorStream);
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [qc, mentor]);
}

function apply<I extends BaseItem, C extends BaseCounts>(qc: QueryClient, stream: Stream<I, C>, event: RealtimeEvent) {
  const change = event as unknown as NotificationEvent<I>;
  switch (change.type) {
    case 'insert':
      if (insertCached(qc, stream, change.payload)) void alertArrival(qc, change.payload);
      break;
    case 'update':
      replaceCached(qc, stream, change.payload);
      break;
    case 'delete':
      removeCached(qc, stream, change.payload, false);
      break;
    case 'read_all':
    case 'clear':
      refetchStream(qc, stream);
      break;
  }
}
