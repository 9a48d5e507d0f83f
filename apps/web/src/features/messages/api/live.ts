import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/use-realtime.ts';
import { markThreadRead, mergeMessage, refreshSummaries, removeMessage } from './history.ts';
import { messageKeys } from './keys.ts';
import { isReadOnArrival } from './read-on-open.ts';
import { useOutboxSender } from './use-outbox.ts';

/**
 * Keeps the member's messages live in every tab (SPEC §4): a new, changed (read) or deleted message
 * merges into its conversation by id, and the lists and the unread badge follow. Mounted once for
 * the signed-in member (app/live-updates), so it runs on every page. After a reconnect everything refetches.
 * The member's outbox is sent from here too, on every page: what was written offline goes when the
 * connection is back, whichever page is open.
 */
export function useLiveMessages(userId: string) {
  const qc = useQueryClient();
  useOutboxSender(userId);
  useRealtime('messages', {
    onEvent: (event) => {
      if (event.type === 'delete') {
        removeMessage(qc, event.payload.threadId, event.payload.id);
        refreshSummaries(qc);
        return;
      }
      const message = event.payload;
      mergeMessage(qc, message);
      const incoming = event.type === 'insert' && message.recipientId === userId && !message.readAt;
      if (incoming && isReadOnArrival(message.threadId)) void markThreadRead(qc, message.threadId);
      else refreshSummaries(qc);
    },
    onResync: () => void qc.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
