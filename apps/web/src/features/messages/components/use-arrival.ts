import { useEffect, useRef, useState } from 'react';
import type { Message } from '@prosper/shared/schemas/message';
import { newArrival, newestTime } from './arrivals.ts';

/**
 * The message that last came in from the other member while the conversation is open, to be said
 * once (decision 026). What shows when the conversation opens, and older pages, are not arrivals.
 */
export function useArrival(messages: readonly Message[], loaded: boolean, userId: string): Message | undefined {
  const since = useRef<number | null>(null);
  const [arrival, setArrival] = useState<Message>();
  useEffect(() => {
    if (!loaded) return;
    if (since.current !== null) {
      const arrived = newArrival(messages, since.current, userId);
      if (arrived) setArrival(arrived);
    }
    since.current = Math.max(since.current ?? Number.NEGATIVE_INFINITY, newestTime(messages));
  }, [messages, loaded, userId]);
  return arrival;
}
