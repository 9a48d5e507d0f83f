/**
 * The client side of bench-vitals.ts: posts field reports as browsers do (text/plain beacons) at a
 * steady rate until told to stop, each from one of many network addresses (X-Forwarded-For, as
 * behind the proxy), so the per-address limit sees members, not one flood; then reports its counts.
 */
import http from 'node:http';

export type FloodJob = { base: string; perSecond: number; addresses: number };
export type FloodResult = { sent: number; answered: Record<string, number>; wallMs: number };

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
// Small steps, as reports from many browsers arrive spread out rather than in bursts.
const TICK_MS = 2;

const vital = (i: number) => ({
  name: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'][i % 5],
  value: i % 5 === 2 ? 0.05 : 800 + (i % 3000),
  delta: 1,
  id: `v6-${Date.now()}-${i}`,
  rating: 'good',
  navigationType: 'navigate',
  timestamp: Date.now(),
  url: 'https://prosper.test/mentors',
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/142',
  sessionId: '7f1d3c2a-8b4e-4f6a-9c0d-1e2f3a4b5c6d',
  page: ['/', '/mentors', '/articles', '/messages', '/mentor/:id'][i % 5],
  referrer: '',
});
const error = () => ({
  message: 'TypeError: x is undefined',
  filename: 'https://prosper.test/assets/index.js',
  lineno: 3,
  colno: 14,
  url: 'https://prosper.test/',
  timestamp: Date.now(),
});

process.once('message', (job: FloodJob) => {
  const answered: Record<string, number> = {};
  let sent = 0;
  let due = 0;
  const started = performance.now();
  const address = (i: number) => {
    const n = i % job.addresses;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
  const post = (i: number) => {
    const [path, body] = i % 10 === 9 ? ['/api/errors/javascript-error', error()] : ['/api/analytics/web-vitals', vital(i)];
    const req = http.request(`${job.base}${path}`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address(i) },
    });
    req.on('response', (res) => {
      res.resume();
      answered[res.statusCode ?? 0] = (answered[res.statusCode ?? 0] ?? 0) + 1;
    });
    req.on('error', () => {
      answered.error = (answered.error ?? 0) + 1;
    });
    req.end(JSON.stringify(body));
  };
  const timer = setInterval(() => {
    // As many as the clock says are due, so a late tick catches up rather than lowering the rate.
    due = Math.floor(((performance.now() - started) / 1000) * job.perSecond);
    while (sent < due) post(sent++);
  }, TICK_MS);
  process.once('message', () => {
    clearInterval(timer);
    const wallMs = performance.now() - started;
    // Let the last answers arrive before counting.
    setTimeout(() => process.send!({ sent, answered, wallMs } satisfies FloodResult), 1000);
  });
});
// Nothing to report to any more: stop rather than load a server nobody measures.
process.once('disconnect', () => process.exit(0));
