import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Media } from '@prosper/shared/schemas/media';
import { refreshSummaries, mergeMessage } from './history.ts';
import type { Queued } from './outbox.ts';
import { askBackgroundSync, sendQueuedMessages } from './outbox-sender.ts';
import { onOutboxChange, outboxStore } from './outbox-store.ts';

/** Sends the outbox now, each sent message going into its cached conversation and the lists. */
export function useSendOutbox(userId: string) {
  const qc = useQueryClient();
  return useCallback(
    () =>
      sendQueuedMessages(userId, (message) => {
        mergeMessage(qc, message);
        refreshSummaries(qc);
      }).catch(() => {
        // An outbox that could not be read this time is sent in the next round; nothing is lost.
      }),
    [qc, userId],
  );
}

/**
 * Sends what waits in the outbox when the app starts, when the connection comes back and when the
 * page is shown again (a phone wakes it). Mounted once for the signed-in member (with the live
 * messages); works with no service worker at all.
 */
export function useOutboxSender(userId: string) {
  const send = useSendOutbox(userId);
  useEffect(() => {
    const flush = () => void send();
    const onShown = () => {
      if (document.visibilityState === 'visible') flush();
    };
    flush();
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onShown);
    return () => {
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [send]);
}

/**
 * A conversation's messages on their way, oldest first, as every tab sees them; and writing,
 * retrying and removing one. A message goes into the outbox before anything is sent, so a
 * reload, a lost connection or a closed tab never loses it.
 */
export function useOutbox(threadId: string, userId: string) {
  const { t } = useTranslation();
  const send = useSendOutbox(userId);
  const [entries, setEntries] = useState<Queued[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      void outboxStore.list().then((list) => {
        if (live) setEntries(list);
      });
    load();
    const off = onOutboxChange(load);
    return () => {
      live = false;
      off();
    };
  }, []);

  const queued = useMemo(
    () => entries.filter((e) => e.threadId === threadId && e.userId === userId).sort((a, b) => a.queuedAt - b.queuedAt),
    [entries, threadId, userId],
  );

  const write = async (content: string, media: Media[]) => {
    const online = navigator.onLine;
    try {
      await outboxStore.add({
        clientId: crypto.randomUUID(),
        userId,
        threadId,
        content,
        media,
        queuedAt: Date.now(),
        state: online ? 'sending' : 'waiting',
      });
    } catch {
      // The browser keeps no storage for the site (a private window of an old browser): said, not lost silently.
      toast.error(t('messages.failedToSend'));
      return;
    }
    if (!online) void askBackgroundSync();
    await send();
  };
  const retry = async (clientId: string) => {
    await outboxStore.change(clientId, { state: navigator.onLine ? 'sending' : 'waiting', error: undefined });
    await send();
  };
  const remove = (clientId: string) => outboxStore.remove(clientId);

  return { queued, write, retry, remove };
}
