/**
 * The client side of bench-realtime.ts, in a process of its own: opens one socket per member, then
 * times every notification from the moment it was created (its data.sentAt) to its arrival here.
 */
import WebSocket from 'ws';

export type WsLoadJob = { url: string; origin: string; cookies: string[] };
export type WsLoadMessage = { connected: number } | { latencies: number[]; wrongMember: number } | { error: string };
export type WsLoadCommand = { finish: true };

const reply = (message: WsLoadMessage) => process.send!(message);
process.once('disconnect', () => process.exit(0));

const now = () => performance.timeOrigin + performance.now();
const latencies: number[] = [];
let wrongMember = 0;
const sockets: WebSocket[] = [];

function open(url: string, origin: string, cookie: string, memberIndex: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie, origin } });
    socket.on('message', (raw) => {
      const received = now();
      const event = JSON.parse(raw.toString()) as {
        type: string;
        topic?: string;
        payload?: { data?: { sentAt?: number; member?: number } };
      };
      if (event.type === 'ready') return resolve();
      const data = event.payload?.data;
      if (event.topic !== 'notifications' || typeof data?.sentAt !== 'number') return;
      if (data.member !== memberIndex) wrongMember++;
      latencies.push(received - data.sentAt);
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
    // Connect in waves, as members arrive, not all in one burst.
    for (let i = 0; i < message.cookies.length; i += 50) {
      await Promise.all(message.cookies.slice(i, i + 50).map((cookie, j) => open(message.url, message.origin, cookie, i + j)));
    }
    reply({ connected: sockets.length });
  } catch (err) {
    reply({ error: err instanceof Error ? err.message : String(err) });
  }
});
