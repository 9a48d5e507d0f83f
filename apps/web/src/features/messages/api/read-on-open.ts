import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markThreadRead } from './history.ts';

/** The conversation on screen, whose incoming messages are read at once (SPEC §4). */
let openThread: string | null = null;

/** Whether a message arriving in `threadId` is read as it comes: its conversation is on screen in a visible tab. */
export const isReadOnArrival = (threadId: string) => openThread === threadId && document.visibilityState === 'visible';

/**
 * Makes `threadId` the conversation on screen while mounted. What was sent to the member there is
 * read on opening (SPEC §4) and again when the tab comes back into view; meanwhile live arrivals
 * are read by useLiveMessages.
 */
export function useReadOnOpen(threadId: string) {
  const qc = useQueryClient();
  useEffect(() => {
    openThread = threadId;
    void markThreadRead(qc, threadId);
    const onVisible = () => document.visibilityState === 'visible' && void markThreadRead(qc, threadId);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      openThread = null;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [qc, threadId]);
}
