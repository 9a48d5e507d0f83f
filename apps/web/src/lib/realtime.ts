/**
 * The realtime client: one WebSocket to `/api/realtime` per signed-in tab. The server takes the
 * member from the session cookie and sends `{"type":"ready"}`, then events
 * `{ id, topic, type, payload }`, each checked here against its topic's declaration in
 * packages/shared (one that does not match is dropped). Private topics arrive without asking;
 * public ones are subscribed to while someone here listens. A dropped socket comes back with
 * exponential back-off and jitter, and every reconnect after the first is a gap: resync listeners
 * refetch what they show, because events sent while the socket was down are not replayed to it.
 *
 * No React, so it can load after the first paint (see app/realtime-connector); use-realtime.ts
 * is the hook over it.
 */
import { parseRealtimeEvent, type RealtimeEventOf } from '@prosper/shared/realtime/events';
import { isPublicTopic, isRealtimeTopic, type RealtimeTopic } from '@prosper/shared/realtime/topics';

/** What arrived for a topic, before it is checked against the topic's declaration. */
type Received = { type?: unknown; payload?: unknown };

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** Close codes of the server: not signed in (or the session ended), and an origin it refuses. */
const CLOSE_SIGNED_OUT = 4401;
const CLOSE_BAD_ORIGIN = 4403;

const listeners = new Map<RealtimeTopic, Set<(received: Received) => void>>();
const resyncHandlers = new Set<() => void>();

let socket: WebSocket | null = null;
/** Whose socket this is; null when nobody is signed in. */
let owner: string | null = null;
/** The owner the server refused (4401/4403): no new attempt until the session changes. */
let refused: string | null = null;
let onSignedOut: (() => void) | undefined;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** The server has said 'ready' on the current socket, so it hears what we send. */
let isReady = false;
let readyOnce = false;

/**
 * Keeps a socket open for the signed-in member `userId`; calling it again for the same member does
 * nothing. `signedOut` runs when the server says the session is over, so the app can check it.
 */
export function connectRealtime(userId: string, signedOut?: () => void) {
  onSignedOut = signedOut;
  if (owner === userId || refused === userId) return;
  shutDown();
  refused = null;
  owner = userId;
  window.addEventListener('online', reconnectNow);
  open();
}

/** Closes the socket and stops reconnecting (sign-out); the next member to sign in gets a new one. */
export function disconnectRealtime() {
  shutDown();
  refused = null;
}

function shutDown() {
  owner = null;
  isReady = false;
  readyOnce = false;
  attempt = 0;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  window.removeEventListener('online', reconnectNow);
  const s = socket;
  socket = null;
  if (!s) return;
  s.onmessage = null;
  s.onclose = null;
  // Closing one still connecting makes the browser log an error; let it open, then close it.
  if (s.readyState === WebSocket.CONNECTING) s.onopen = () => s.close(1000, 'Signed out');
  else s.close(1000, 'Signed out');
}

/** Calls `handler` for every well-formed event of `topic` until the returned function is called. */
export function subscribeRealtime<T extends RealtimeTopic>(topic: T, handler: (event: RealtimeEventOf<T>) => void): () => void {
  const listener = ({ type, payload }: Received) => {
    const event = parseRealtimeEvent(topic, { type, payload });
    // Not what this version of the app knows (a server deployed before or after it): the next resync catches up.
    if (event) handler(event);
    else console.warn(`realtime: ignored a ${topic} event it could not read`);
  };
  const set = listeners.get(topic) ?? new Set();
  listeners.set(topic, set);
  set.add(listener);
  if (set.size === 1 && isPublicTopic(topic)) send({ action: 'subscribe', topic });
  return () => {
    const current = listeners.get(topic);
    if (!current?.delete(listener) || current.size > 0) return;
    listeners.delete(topic);
    if (isPublicTopic(topic)) send({ action: 'unsubscribe', topic });
  };
}

/** Calls `handler` after each reconnect, when events may have been missed, until unsubscribed. */
export function onRealtimeResync(handler: () => void): () => void {
  resyncHandlers.add(handler);
  return () => {
    resyncHandlers.delete(handler);
  };
}

function open() {
  const url = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/realtime`;
  const ws = new WebSocket(url);
  socket = ws;
  ws.onmessage = (message) => {
    if (socket !== ws) return;
    const frame = parse(message.data);
    if (!frame) return;
    if (frame.type === 'ready') return ready();
    if (typeof frame.id !== 'number' || typeof frame.topic !== 'string' || !isRealtimeTopic(frame.topic)) return;
    for (const listener of listeners.get(frame.topic) ?? []) {
      try {
        listener(frame);
      } catch (error) {
        console.error(error);
      }
    }
  };
  ws.onclose = (event) => {
    if (socket !== ws) return;
    socket = null;
    isReady = false;
    if (event.code === CLOSE_SIGNED_OUT || event.code === CLOSE_BAD_ORIGIN) {
      const member = owner;
      shutDown();
      refused = member;
      if (event.code === CLOSE_SIGNED_OUT) onSignedOut?.();
      else console.warn('realtime: the server refused this origin');
      return;
    }
    scheduleReconnect();
  };
}

function ready() {
  attempt = 0;
  isReady = true;
  for (const topic of listeners.keys()) if (isPublicTopic(topic)) send({ action: 'subscribe', topic });
  if (readyOnce) for (const handler of resyncHandlers) handler();
  readyOnce = true;
}

/** 1 s, 2 s, 4 s ... up to 30 s, each picked at random between half and all of it ("equal jitter"). */
function scheduleReconnect() {
  if (!owner) return;
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  attempt += 1;
  const delay = ceiling / 2 + Math.random() * (ceiling / 2);
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    if (owner && !socket) open();
  }, delay);
}

/** Back online: no need to sit out the back-off. */
function reconnectNow() {
  if (!owner || socket || !retryTimer) return;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  attempt = 0;
  open();
}

function send(message: { action: 'subscribe' | 'unsubscribe'; topic: RealtimeTopic }) {
  // Until 'ready' the server may not be listening yet; ready() subscribes then.
  if (isReady && socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function parse(data: unknown): { type?: unknown; id?: unknown; topic?: unknown; payload?: unknown } | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as { type?: unknown }) : null;
  } catch {
    return null;
  }
}
