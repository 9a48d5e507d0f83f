import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MessageEvent } from '@prosper/shared/schemas/message';
import { onRealtimeResync, subscribeRealtime } from '../../../lib/realtime.ts';
import { messageKeys } from './keys.ts';
import { markThreadRead, mergeMessage, refreshSummaries, removeMessage } from './history.ts';

/** The conversation on screen, whose incoming messages are read at once (SPEC §4). */
let openThread: string | null = null;

export function setOpenThread(id: string | null) {
  openThread = id;
}

/**
 * Keeps the member's messages live in every tab (SPEC §4): a new, changed (read) or deleted message
 * merges into its conversation by id, and the lists and the unread badge follow. Mounted by the
 * navigation's Messages link, so it runs on every page. After a reconnect everything refetches.
 */
export function useLiveMessages(userId: string) {
  const qc = useQueryClient();
  useEffect(() => {
    const stop = subscribeRealtime('messages', (event) => {
      const change = event as unknown as MessageEvent;
      if (change.type === 'delete') {
        removeMessage(qc, change.payload.threadId, change.payload.id);
        refreshSummaries(qc);
        return;
      }
      const message = change.payload;
      mergeMessage(qc, message);
      const incoming = change.type === 'insert' && message.recipientId === userId && !message.readAt;
      if (incoming && openThread === message.threadId && document.visibilityState === 'visible') void markThreadRead(qc, message.threadId);
      else refreshSummaries(qc);
    });
    const stopResync = onRealtimeResync(() => void qc.invalidateQueries({ queryKey: messageKeys.all }));
    return () => {
      stop();
      stopResync();
    };
  }, [qc, userId]);
}
