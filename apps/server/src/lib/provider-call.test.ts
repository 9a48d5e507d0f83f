/**
 * A provider call sorts what it got: an answer (any status, its body read), no connection at all
 * (safe to try again), or silence or a reset after the request left (the provider may have acted).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callProvider, NoAnswer } from './provider-call.ts';

let server: http.Server;
let origin: string;
const seen: { url: string; method: string; body: string; type: string | undefined; agent: string | undefined }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ url: req.url!, method: req.method!, body, type: req.headers['content-type'], agent: req.headers['user-agent'] });
      if (req.url === '/silent') return; // never answers
      if (req.url === '/reset') return req.socket.resetAndDestroy();
      if (req.url === '/gone-then-cut') {
        // The status, then the connection breaks off in the middle of the body.
        res.writeHead(410, { 'content-length': '100' });
        res.write('{"partial":');
        setTimeout(() => req.socket.resetAndDestroy(), 50);
        return;
      }
      if (req.url === '/gone') return res.writeHead(410).end('<html>gone</html>');
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ got: body }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('answered'),
    (e: unknown) => e as NoAnswer,
  );
const post = (path: string, timeoutMs = 2000) => callProvider(`${origin}${path}`, { method: 'POST', headers: {}, body: 'x', timeoutMs });

describe('callProvider', () => {
  it('gives the answer with its status and body, for any status, and names itself', async () => {
    const ok = await callProvider(`${origin}/send`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
      timeoutMs: 2000,
    });
    expect([ok.status, ok.ok, ok.json()]).toEqual([201, true, { got: 'hello' }]);
    expect(seen.at(-1)).toEqual({ url: '/send', method: 'POST', body: 'hello', type: 'text/plain', agent: 'ProsperMentor/1.0' });
    const gone = await callProvider(`${origin}/gone`, { method: 'GET', headers: {}, timeoutMs: 2000 });
    expect([gone.status, gone.ok, gone.json(), gone.text]).toEqual([410, false, null, '<html>gone</html>']);
  });

  it('keeps the status when the body breaks off after it', async () => {
    const cut = await post('/gone-then-cut');
    expect([cut.status, cut.json()]).toEqual([410, null]);
  });

  it('calls a refused connection not reached: nothing left, it may be tried again', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise((r) => closed.close(r));
    const error = await failure(callProvider(`http://127.0.0.1:${port}/send`, { method: 'POST', headers: {}, body: 'x', timeoutMs: 2000 }));
    expect(error).toBeInstanceOf(NoAnswer);
    expect([error.code, error.reached, error.timedOut]).toEqual(['ECONNREFUSED', false, false]);
  });

  it('calls silence past the deadline reached: the request left, the provider may have acted', async () => {
    const before = seen.length;
    const started = performance.now();
    const silent = await failure(post('/silent', 300));
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(1500);
    expect(seen.slice(before).map((s) => s.url)).toEqual(['/silent']);
    expect([silent.code, silent.reached, silent.timedOut]).toEqual(['TimeoutError', true, true]);
  });

  it('calls a reset after the request reached, and sends nothing twice', async () => {
    const before = seen.length;
    const reset = await failure(post('/reset'));
    expect([reset.code, reset.reached, reset.timedOut]).toEqual(['ECONNRESET', true, false]);
    // A later call on the pool is a new request; the reset one was not sent again.
    await post('/send');
    expect(seen.slice(before).map((s) => s.url)).toEqual(['/reset', '/send']);
  });

  it('throws our own mistakes as they are', async () => {
    await expect(callProvider('not a url', { method: 'GET', headers: {}, timeoutMs: 1000 })).rejects.not.toBeInstanceOf(NoAnswer);
  });
});
