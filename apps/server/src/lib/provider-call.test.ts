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
const seen: { method: string; body: string; type: string | undefined }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, body, type: req.headers['content-type'] });
      if (req.url === '/silent') return; // never answers
      if (req.url === '/reset') return req.socket.destroy();
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

describe('callProvider', () => {
  it('gives the answer with its status and body, for any status', async () => {
    const ok = await callProvider(`${origin}/send`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
      timeoutMs: 2000,
    });
    expect([ok.status, ok.ok, ok.json()]).toEqual([201, true, { got: 'hello' }]);
    expect(seen.at(-1)).toEqual({ method: 'POST', body: 'hello', type: 'text/plain' });
    const gone = await callProvider(`${origin}/gone`, { method: 'GET', headers: {}, timeoutMs: 2000 });
    expect([gone.status, gone.ok, gone.json(), gone.text]).toEqual([410, false, null, '<html>gone</html>']);
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

  it('calls silence past the timeout, and a reset after the request, reached: the provider may have acted', async () => {
    const started = performance.now();
    const silent = await failure(callProvider(`${origin}/silent`, { method: 'POST', headers: {}, body: 'x', timeoutMs: 300 }));
    expect(performance.now() - started).toBeLessThan(2000);
    expect([silent.code, silent.reached, silent.timedOut]).toEqual(['UND_ERR_HEADERS_TIMEOUT', true, true]);
    const reset = await failure(callProvider(`${origin}/reset`, { method: 'POST', headers: {}, body: 'x', timeoutMs: 2000 }));
    expect([reset.reached, reset.timedOut]).toEqual([true, false]);
  });
});
