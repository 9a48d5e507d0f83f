/**
 * The client side of the realtime benchmarks, in a process of its own: opens one socket per member,
 * then times every event of the job's topic meant for that member, from the moment it was created
 * to its arrival here. A notification carries { sentAt, member } in its data; a message carries
 * them as JSON in its content (its sender's socket hears it too, and does not count it).
 */
import WebSocket from 'ws';

export type WsLoadJob = { url: string; origin: string; cookies: string[]; topic: 'notifications' | 'messages' };
export type WsLoadMessage = { connected: number } | { latencies: number[]; wrongMember: number } | { error: string };
export type WsLoadCommand = { finish: true };

const reply = (message: WsLoadMessage) => process.send!(message);
process.once('disconnect', () => process.exit(0));

const now = () => performance.timeOrigin + performance.now();
const latencies: number[] = [];
let wrongMember = 0;
const sockets: WebSocket[] = [];

type Stamp = { sentAt?: number; member?: number; sender?: number };
let topic: WsLoadJob['topic'] = 'notifications';

function stampOf(payload: { data?: Stamp; content?: string } | undefined): Stamp | undefined {
  if (topic === 'notifications') return payload?.data;
  try {
    return JSON.parse(payload?.content ?? '') as Stamp;
  } catch {
    return undefined;
  }
}

function open(url: string, origin: string, cookie: string, memberIndex: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie, origin } });
    socket.on('message', (raw) => {
      const received = now();
      const event = JSON.parse(raw.toString()) as { type: string; topic?: string; payload?: { data?: Stamp; content?: string } };
      if (event.type === 'ready') return resolve();
      if (event.topic !== topic || event.type !== 'insert') return;
      const stamp = stampOf(event.payload);
      if (typeof stamp?.sentAt !== 'number') return;
      // A sender's own tabs hear their message too; anyone else hearing it is a leak.
      if (topic === 'messages' && stamp.member !== memberIndex && stamp.sender === memberIndex) return;
      if (stamp.member !== memberIndex) {
        wrongMember++;
        return;
      }
      latencies.push(received - stamp.sentAt);
    });
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`socket closed with ${code} before it was ready`)));
    sockets.push(socket);
  });
}

process.on('message', async (message: WsLoadJob | WsLoadCommand) => {
  try {
    if ('finish' in message) {
      reply({ latencies, wrongMember });
      for (const socket of sockets) socket.terminate();
      return;
    }
    topic = message.topic;
    // Connect in waves, as members arrive, not all in one burst.
    for (let i = 0; i < message.cookies.length; i += 50) {
      await Promise.all(message.cookies.slice(i, i + 50).map((cookie, j) => open(message.url, message.origin, cookie, i + j)));
    }
    reply({ connected: sockets.length });
  } catch (err) {
    reply({ error: err instanceof Error ? err.message : String(err) });
  }
});
