import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Stand-ins for the SMS providers, written from their published API references (decision 049).
 * Africa's Talking: POST /version1/messaging with the `apiKey` header and a form body of username,
 * to, message and optional from; 201 with SMSMessageData.Recipients (statusCode 101 Success, 406
 * UserInBlacklist for a number that opted out, 500 InternalServerError), 401 text for a wrong key.
 * Twilio: POST /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic auth (SID:token) and
 * a form body of To, From and Body; 201 with the message's `sid`, or an error object { code,
 * message, more_info, status }: 20003 for bad credentials, 21610 for a number that replied STOP.
 * A number can be told to fail, to have opted out, or to get no answer at all (a timeout).
 */

export type Behaviour = 'ok' | 'opted_out' | 'error' | 'hang';

export type ReceivedText = { provider: 'africastalking' | 'twilio'; to: string; text: string; from: string | undefined };

export const AT_CREDENTIALS = { username: 'prosper', apiKey: 'atsk_test_key' };
export const TWILIO_CREDENTIALS = { accountSid: `AC${'0123456789abcdef'.repeat(2)}`, authToken: 'twilio-test-token', from: '+15005550006' };

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export async function startSmsProviders() {
  const received: ReceivedText[] = [];
  const behaviours = new Map<string, Behaviour>();
  const hanging: ServerResponse[] = [];
  let requests = 0;

  const server = createServer(async (request, response) => {
    requests++;
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const formRequest = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
    const form = await formOf(request);

    if (request.method === 'POST' && url.pathname === '/version1/messaging') {
      if (request.headers.apikey !== AT_CREDENTIALS.apiKey) {
        response.writeHead(401, { 'content-type': 'text/plain' });
        return response.end('The supplied authentication is invalid');
      }
      const to = form.get('to');
      const message = form.get('message');
      if (!formRequest || form.get('username') !== AT_CREDENTIALS.username || !to || !message) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        return response.end('Request is missing required form field');
      }
      const behaviour = behaviours.get(to) ?? 'ok';
      if (behaviour === 'hang') return void hanging.push(response);
      const recipient = {
        ok: { statusCode: 101, number: to, status: 'Success', cost: 'KES 0.8000', messageId: `ATXid_${randomBytes(8).toString('hex')}` },
        opted_out: { statusCode: 406, number: to, status: 'UserInBlacklist', cost: '0', messageId: 'None' },
        error: { statusCode: 500, number: to, status: 'InternalServerError', cost: '0', messageId: 'None' },
      }[behaviour];
      if (behaviour === 'ok') received.push({ provider: 'africastalking', to, text: message, from: form.get('from') ?? undefined });
      return json(response, 201, {
        SMSMessageData: {
          Message: behaviour === 'ok' ? 'Sent to 1/1 Total Cost: KES 0.8000' : 'Sent to 0/1 Total Cost: 0',
          Recipients: [recipient],
        },
      });
    }

    const twilio = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
    if (request.method === 'POST' && twilio) {
      const expected = `Basic ${Buffer.from(`${TWILIO_CREDENTIALS.accountSid}:${TWILIO_CREDENTIALS.authToken}`).toString('base64')}`;
      if (twilio[1] !== TWILIO_CREDENTIALS.accountSid || request.headers.authorization !== expected)
        return json(response, 401, {
          code: 20003,
          message: 'Authenticate',
          more_info: 'https://www.twilio.com/docs/errors/20003',
          status: 401,
        });
      const to = form.get('To');
      const body = form.get('Body');
      if (!formRequest || !to || !body || !form.get('From'))
        return json(response, 400, {
          code: 21604,
          message: "A 'To' phone number is required.",
          more_info: 'https://www.twilio.com/docs/errors/21604',
          status: 400,
        });
      const behaviour = behaviours.get(to) ?? 'ok';
      if (behaviour === 'hang') return void hanging.push(response);
      if (behaviour === 'opted_out')
        return json(response, 400, {
          code: 21610,
          message: 'Attempt to send to unsubscribed recipient',
          more_info: 'https://www.twilio.com/docs/errors/21610',
          status: 400,
        });
      if (behaviour === 'error')
        return json(response, 503, {
          code: 20503,
          message: 'Service unavailable',
          more_info: 'https://www.twilio.com/docs/errors/20503',
          status: 503,
        });
      received.push({ provider: 'twilio', to, text: body, from: form.get('From') ?? undefined });
      return json(response, 201, {
        sid: `SM${randomBytes(16).toString('hex')}`,
        account_sid: TWILIO_CREDENTIALS.accountSid,
        to,
        from: form.get('From'),
        body,
        status: 'queued',
        error_code: null,
        error_message: null,
      });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** Requests of any kind, answered or not. */
    requests: () => requests,
    behave: (number: string, behaviour: Behaviour) => behaviours.set(number, behaviour),
    close: async () => {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
