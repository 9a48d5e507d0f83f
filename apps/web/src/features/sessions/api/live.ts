import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionEvent } from '@prosper/shared/schemas/session';
import { onRealtimeResync, subscribeRealtime } from '../../../lib/realtime.ts';
import { sessionsKeys } from './keys.ts';

/**
 * Keeps what is on screen of the member's sessions current: a change from the other member (a new
 * request, a confirmation, a cancellation) refetches the lists and that session, so a mentor sees
 * a request arrive without reloading. After a reconnect everything of the area refetches.
 */
export function useLiveSessions() {
  const qc = useQueryClient();
  useEffect(() => {
    const stop = subscribeRealtime('sessions', (event) => {
      const change = event as unknown as SessionEvent;
      void qc.invalidateQueries({ queryKey: sessionsKeys.lists });
      void qc.invalidateQueries({ queryKey: sessionsKeys.allSlots });
      if (change.payload?.id) void qc.invalidateQueries({ queryKey: sessionsKeys.detail(change.payload.id) });
    });
    const stopResync = onRealtimeResync(() => void qc.invalidateQueries({ queryKey: sessionsKeys.all }));
    return () => {
      stop();
      stopResync();
    };
  }, [qc]);
}
