import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Media } from '@prosper/shared/schemas/media';
import { ApiError } from '../../../lib/api-client.ts';
import { mergeMessage, refreshSummaries, sendMessage } from '../api/history.ts';
import type { Pending } from './pending-sends.ts';

/** SPEC §8: 'Please sign in to send messages' on 401; the server's own words when it refuses; else 'Failed to send message'. */
function sendError(error: unknown, texts: { signIn: string; failed: string }): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return texts.signIn;
    if (error.status === 400 || error.status === 403 || error.status === 429) return error.message;
  }
  return texts.failed;
}

/**
 * The messages this conversation is sending: each shows at once as pending, leaves when the server
 * answers with the stored message (merged into the history), or stays with its error for a Retry.
 * `onSend` runs as each send starts.
 */
export function usePendingSends(threadId: string, onSend: () => void) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [pending, setPending] = useState<Pending[]>([]);

  const send = (content: string, media: Media[] = [], retryOf?: string) => {
    const key = retryOf ?? crypto.randomUUID();
    const entry: Pending = { key, content, startedAt: Date.now(), media };
    setPending((list) => (retryOf ? list.map((p) => (p.key === key ? entry : p)) : [...list, entry]));
    onSend();
    sendMessage(
      threadId,
      content,
      media.map((m) => m.id),
    ).then(
      (message) => {
        mergeMessage(qc, message);
        setPending((list) => list.filter((p) => p.key !== key));
        refreshSummaries(qc);
      },
      (error: unknown) =>
        setPending((list) =>
          list.map((p) =>
            p.key === key
              ? { ...p, error: sendError(error, { signIn: t('messages.signInToSend'), failed: t('messages.failedToSend') }) }
              : p,
          ),
        ),
    );
  };

  return { pending, send };
}
