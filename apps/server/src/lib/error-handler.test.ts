import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ORIGIN, signedInMember } from '../test/test-app.ts';
import { rowCounts } from '../test/row-counts.ts';
import { useTestApp } from '../test/use-test-app.ts';

const t = useTestApp();

/** A request as a member sends it, with the body and content type given as they are. */
const raw = (o: { method: 'GET' | 'POST' | 'PATCH'; url: string; cookie?: string; body?: string; type?: string }) =>
  t.app.inject({
    method: o.method,
    url: o.url,
    headers: { origin: ORIGIN, ...(o.cookie ? { cookie: o.cookie } : {}), ...(o.type ? { 'content-type': o.type } : {}) },
    ...(o.body === undefined ? {} : { body: o.body }),
  });

describe('what Fastify itself refuses', () => {
  it('answers in our error shape with the catalog’s words, and changes nothing', async () => {
    const member = await signedInMember(t);
    const before = await rowCounts(t.database.db);
    const cases = [
      {
        req: { method: 'GET', url: '/api/articles/%E0%A4%A' },
        status: 400,
        code: 'bad_url',
        message: 'This address is not valid. Please check the link.',
      },
      {
        req: { method: 'GET', url: `/api/profiles/${'x'.repeat(101)}` },
        status: 414,
        code: 'url_too_long',
        message: 'This address is too long. Please check the link.',
      },
      {
        req: { method: 'POST', url: '/api/articles', body: '{"title": "Hi",', type: 'application/json' },
        status: 400,
        code: 'invalid_json',
        message: 'What was sent could not be read. Please reload the page and try again.',
      },
      {
        req: { method: 'POST', url: '/api/articles', body: '', type: 'application/json' },
        status: 400,
        code: 'invalid_json',
        message: 'What was sent could not be read. Please reload the page and try again.',
      },
      {
        req: { method: 'POST', url: '/api/articles', body: 'title=Hi', type: 'application/x-www-form-urlencoded' },
        status: 415,
        code: 'unsupported_media_type',
        message: 'This kind of content is not accepted here.',
      },
      {
        req: {
          method: 'POST',
          url: '/api/articles',
          body: JSON.stringify({ title: 'Hi', content: 'x'.repeat(300_000) }),
          type: 'application/json',
        },
        status: 413,
        code: 'too_large',
        message: 'What was sent is too large.',
      },
      { req: { method: 'GET', url: '/api/nowhere' }, status: 404, code: 'not_found', message: 'Not found.' },
    ] as const;
    for (const { req, status, code, message } of cases) {
      const res = await raw({ ...req, cookie: member.cookie });
      expect(res.statusCode, req.url).toBe(status);
      expect(res.json(), req.url).toEqual({ error: { code, message } });
    }
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('answers a request Node cannot even parse in our shape, on the socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({
      error: { code: 'bad_request', message: 'This request could not be understood. Please reload the page and try again.' },
    });
  });
});

describe('what the schemas refuse without words of their own', () => {
  it('names each field with the catalog’s words, an unexpected key included', async () => {
    const member = await signedInMember(t);
    const res = await raw({
      method: 'PATCH',
      url: '/api/notification-settings',
      cookie: member.cookie,
      body: JSON.stringify({ emailNotificationsEnabled: 'yes', colour: 'blue' }),
      type: 'application/json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid_input',
      fields: { emailNotificationsEnabled: 'Invalid input', colour: 'This field is not expected here.' },
    });
  });
});
