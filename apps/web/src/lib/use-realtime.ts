import { useEffect, useEffectEvent } from 'react';
import type { RealtimeEventOf } from '@prosper/shared/realtime/events';
import type { RealtimeTopic } from '@prosper/shared/realtime/topics';
import { onRealtimeResync, subscribeRealtime } from './realtime.ts';

export type RealtimeListener<T extends RealtimeTopic> = {
  /** Each event of the topic, already checked against its declaration. */
  onEvent: (event: RealtimeEventOf<T>) => void;
  /** After a reconnect: events sent meanwhile are not replayed, so what they would have changed is fetched again. */
  onResync: () => void;
  /** When the listener stops (unmounted, or no longer enabled). */
  onStop?: () => void;
};

/**
 * Listens to one realtime topic while the component is mounted and `enabled`. The handlers may be
 * new functions each render: they are read when an event comes, so the subscription stays put.
 */
export function useRealtime<T extends RealtimeTopic>(topic: T, listener: RealtimeListener<T>, enabled = true) {
  const onEvent = useEffectEvent((event: RealtimeEventOf<T>) => listener.onEvent(event));
  const onResync = useEffectEvent(() => listener.onResync());
  const onStop = useEffectEvent(() => listener.onStop?.());
  useEffect(() => {
    if (!enabled) return;
    const stop = subscribeRealtime(topic, (event) => onEvent(event));
    const stopResync = onRealtimeResync(() => onResync());
    return () => {
      stop();
      stopResync();
      onStop();
    };
  }, [topic, enabled]);
}
