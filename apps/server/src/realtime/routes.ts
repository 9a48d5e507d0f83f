import type { FastifyInstance } from 'fastify';
import { findViewer } from '../auth/viewer.ts';
import type { Client, RealtimeHub } from './hub.ts';
import { isPublicTopic } from '@prosper/shared/realtime/topics';

/** Close codes the web client reads: signed out (stop trying) and refused origin. */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;
export const CLOSE_TOO_MANY = 4429;
/** Tabs one member may hold open on one instance; a script opening thousands is refused. */
export const MAX_SOCKETS_PER_MEMBER = 20;
/** A socket's session is checked again this often, so signing out or a revoked session ends it. */
const RECHECK_MS = 5 * 60_000;
const PING_MS = 30_000;

/**
 * `/api/realtime`: one socket per signed-in tab. Identity comes from the session cookie and the
 * Origin must be ours, so another site cannot open a socket with a member's cookies. A tab may
 * subscribe to public topics; private events reach it without asking.
 */
export async function realtimeRoutes(app: FastifyInstance, options: { hub: RealtimeHub; trustedOrigins: string[] }) {
  const { hub, trustedOrigins } = options;

  app.get('/api/realtime', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const origin = request.headers.origin;
    if (!origin || !trustedOrigins.includes(origin)) return socket.close(CLOSE_FORBIDDEN, 'Forbidden origin');
    const viewer = await findViewer(request);
    if (!viewer) return socket.close(CLOSE_UNAUTHORIZED, 'Sign in first');
    if (hub.socketsOf(viewer.user.id) >= MAX_SOCKETS_PER_MEMBER) return socket.close(CLOSE_TOO_MANY, 'Too many open tabs');

    const client: Client = {
      userId: viewer.user.id,
      send: (data) => socket.send(data),
      get bufferedAmount() {
        return socket.bufferedAmount;
      },
      close: (code, reason) => socket.close(code, reason),
    };
    hub.add(client);

    let alive = true;
    socket.on('pong', () => {
      alive = true;
    });
    const ping = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, PING_MS);
    const recheck = setInterval(async () => {
      const still = await findViewer(request).catch(() => null);
      if (still?.user.id !== viewer.user.id) socket.close(CLOSE_UNAUTHORIZED, 'Session ended');
    }, RECHECK_MS);

    socket.on('message', (raw: Buffer) => {
      let message: { action?: unknown; topic?: unknown };
      try {
        message = JSON.parse(raw.toString());
      } catch {
        return;
      }
      if (typeof message.topic !== 'string' || !isPublicTopic(message.topic)) return;
      if (message.action === 'subscribe') hub.subscribe(client, message.topic);
      if (message.action === 'unsubscribe') hub.unsubscribe(client, message.topic);
    });
    socket.on('close', () => {
      clearInterval(ping);
      clearInterval(recheck);
      hub.remove(client);
    });
    socket.send(JSON.stringify({ type: 'ready' }));
  });
}
