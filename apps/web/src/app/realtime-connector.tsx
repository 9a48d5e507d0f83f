import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { viewerKeys, useViewer } from '../lib/viewer.ts';

type Realtime = typeof import('../lib/realtime.ts');
let realtime: Promise<Realtime> | undefined;

/**
 * Keeps the realtime socket open while a member is signed in and closes it at sign-out. Its code
 * is fetched only once someone is signed in, so a visitor's first page carries none of it.
 */
export function RealtimeConnector() {
  const queryClient = useQueryClient();
  const { data: viewer } = useViewer();
  const userId = viewer?.user.id ?? null;
  useEffect(() => {
    if (!userId && !realtime) return;
    realtime ??= import('../lib/realtime.ts');
    let current = true;
    void realtime.then((r) => {
      if (!current) return;
      // The server ending the socket's session: ask who is signed in; the guard takes it from there.
      if (userId) r.connectRealtime(userId, () => void queryClient.invalidateQueries({ queryKey: viewerKeys.all }));
      else r.disconnectRealtime();
    });
    return () => {
      current = false;
    };
  }, [userId, queryClient]);
  return null;
}
