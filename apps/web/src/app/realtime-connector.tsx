import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { lazyPart } from '../lib/lazy-part.ts';
import { viewerKeys, useViewer } from '../lib/viewer.ts';

type Realtime = typeof import('../lib/realtime.ts');
let realtime: Promise<Realtime> | undefined;

// The areas' live updates load with the member, after the first paint, as the socket does.
const LiveUpdates = lazyPart(() => import('./live-updates.tsx'));

/**
 * Keeps the realtime socket open while a member is signed in and closes it at sign-out, and keeps
 * the areas' live updates running meanwhile. Its code is fetched only once someone is signed in,
 * so a visitor's first page carries none of it.
 */
export function RealtimeConnector() {
  const queryClient = useQueryClient();
  const { data: viewer } = useViewer();
  const userId = viewer?.user.id ?? null;
  const profile = viewer?.profile ?? null;
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
  if (!profile) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates userId={profile.id} role={profile.role} />
    </Suspense>
  );
}
