import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/use-realtime.ts';
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
  useRealtime('notifications', {
    onEvent: (event) => apply(qc, generalStream, event),
    onResync: () => refetchStream(qc, generalStream),
  });
  useRealtime(
    'mentor_notifications',
    {
      onEvent: (event) => apply(qc, mentorStream, event),
      onResync: () => refetchStream(qc, mentorStream),
    },
    mentor,
  );
}

/** What either stream's topic carries, as far as the cache cares (packages/shared/realtime declares each). */
type StreamEvent<I> =
  | { type: 'insert' | 'insert_quiet' | 'update'; payload: I }
  | { type: 'delete'; payload: { id: string; read: boolean } }
  | { type: 'read_all' | 'clear' };

function apply<I extends BaseItem, C extends BaseCounts>(qc: QueryClient, stream: Stream<I, C>, event: StreamEvent<I>) {
  switch (event.type) {
    case 'insert':
      if (insertCached(qc, stream, event.payload)) void alertArrival(qc, event.payload);
      break;
    case 'insert_quiet':
      insertCached(qc, stream, event.payload);
      break;
    case 'update':
      replaceCached(qc, stream, event.payload);
      break;
    case 'delete':
      removeCached(qc, stream, event.payload, false);
      break;
    case 'read_all':
    case 'clear':
      refetchStream(qc, stream);
      break;
  }
}
