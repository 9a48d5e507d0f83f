import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/use-realtime.ts';
import { sessionsKeys } from './keys.ts';

/**
 * Keeps what is on screen of the member's sessions current: a change from the other member (a new
 * request, a confirmation, a cancellation) refetches the lists and that session, so a mentor sees
 * a request arrive without reloading. After a reconnect everything of the area refetches.
 */
export function useLiveSessions() {
  const qc = useQueryClient();
  useRealtime('sessions', {
    onEvent: (event) => {
      void qc.invalidateQueries({ queryKey: sessionsKeys.lists });
      void qc.invalidateQueries({ queryKey: sessionsKeys.allSlots });
      void qc.invalidateQueries({ queryKey: sessionsKeys.detail(event.payload.id) });
    },
    onResync: () => void qc.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}
