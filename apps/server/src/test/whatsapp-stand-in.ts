import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for the WhatsApp Business Cloud API, written from Meta's published reference (decision 053).
 * Send: POST /{version}/{phone-number-id}/messages with `Authorization: Bearer {token}` and a JSON
 * body { messaging_product: "whatsapp", to, type: "template", template: { name, language: { code },
 * components: [{ type: "body", parameters: [{ type: "text", text }] }] } }; 200 with
 * { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid…" }] }. Errors are
 * { error: { message, type, code, fbtrace_id } }: 190 OAuthException (401) for a bad token, 100
 * for a bad parameter, 132001 for a template that does not exist, 132000 for the wrong number of
 * parameters, 131000 for something went wrong (500). Delivery statuses go to the webhook as Meta
 * sends them: { object: "whatsapp_business_account", entry: [{ id, changes: [{ field: "messages",
 * value: { messaging_product, metadata: { display_phone_number, phone_number_id }, statuses: [{ id,
 * status, timestamp, recipient_id, errors? }] } }] }] }, signed X-Hub-Signature-256: sha256=HMAC-SHA256
 * of the body with the app secret. A number can be told to fail, to be undeliverable (accepted, then
 * a failed status with 131026), or to get no answer at all (a timeout).
 */

export const WHATSAPP_CREDENTIALS = {
  token: 'EAAG-whatsapp-test-token',
  phoneNumberId: '106540352242922',
  appSecret: 'whatsapp-app-secret-for-tests',
  verifyToken: 'whatsapp-verify-token-for-tests',
};

/** Our templates as approved at Meta, with the number of body parameters each takes. */
const APPROVED: Record<string, { languages: string[]; params: number }> = {
  prosper_session_update: { languages: ['en'], params: 2 },
  prosper_test: { languages: ['en'], params: 0 },
};

export type WhatsappBehaviour = 'ok' | 'error' | 'undeliverable' | 'hang';
export type ReceivedTemplate = { id: string; to: string; template: string; language: string; params: string[] };
export type WhatsappStatus = 'sent' | 'delivered' | 'read' | 'failed';

const fbtrace = () => randomBytes(8).toString('base64url');
const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const metaError = (response: ServerResponse, status: number, code: number, message: string, type = 'OAuthException') =>
  json(response, status, { error: { message, type, code, fbtrace_id: fbtrace() } });

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Meta's webhook body for one status of one message. */
export function statusNotification(o: { id: string; status: WhatsappStatus; to: string; errorCode?: number; phoneNumberId?: string }) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: o.phoneNumberId ?? WHATSAPP_CREDENTIALS.phoneNumberId },
              statuses: [
                {
                  id: o.id,
                  status: o.status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: o.to,
                  ...(o.status === 'failed' && {
                    errors: [{ code: o.errorCode ?? 131026, title: 'Message undeliverable', message: 'Message undeliverable' }],
                  }),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

/**
 * Meta's webhook body for a member's message to our number (the `messages` array of a `messages`
 * change): `from` is their WhatsApp id (digits, no `+`), with their profile in `contacts`; a text's
 * words in `text.body`, a quick-reply button's in `button.text`.
 */
export function inboundNotification(o: { from: string; text: string; type?: 'text' | 'button'; phoneNumberId?: string }) {
  const type = o.type ?? 'text';
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: o.phoneNumberId ?? WHATSAPP_CREDENTIALS.phoneNumberId },
              contacts: [{ profile: { name: 'Member' }, wa_id: o.from }],
              messages: [
                {
                  from: o.from,
                  id: `wamid.${randomBytes(12).toString('hex')}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type,
                  ...(type === 'text' ? { text: { body: o.text } } : { button: { text: o.text, payload: o.text } }),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

/** The X-Hub-Signature-256 header Meta sends with a body. */
export const metaSignature = (body: string, appSecret = WHATSAPP_CREDENTIALS.appSecret) =>
  `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;

export async function startWhatsappStandIn(o: { port?: number; webhookUrl?: string } = {}) {
  const received: ReceivedTemplate[] = [];
  /** Each status posted to the webhook, with our server's answer. */
  const reported: { id: string; status: WhatsappStatus; answer: number }[] = [];
  const behaviours = new Map<string, WhatsappBehaviour>();
  const hanging: ServerResponse[] = [];
  const pending: Promise<unknown>[] = [];
  let requests = 0;

  /** Posts a status to the webhook, signed as Meta signs it; answers our server's status code. */
  const deliverStatus = async (s: Parameters<typeof statusNotification>[0]) => {
    if (!o.webhookUrl) return 0;
    const body = JSON.stringify(statusNotification(s));
    const response = await fetch(o.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body) },
      body,
    });
    reported.push({ id: s.id, status: s.status, answer: response.status });
    return response.status;
  };

  /** Posts a member's message to the webhook, signed as Meta signs it; answers our server's status code. */
  const deliverMessage = async (m: Parameters<typeof inboundNotification>[0]) => {
    if (!o.webhookUrl) return 0;
    const body = JSON.stringify(inboundNotification(m));
    const response = await fetch(o.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body) },
      body,
    });
    return response.status;
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/health') return json(response, 200, { ok: true });
    // For the journeys: what the stand-in took, newest last.
    if (request.method === 'GET' && url.pathname === '/_stand-in/received') return json(response, 200, received);
    if (request.method === 'GET' && url.pathname === '/_stand-in/reported') return json(response, 200, reported);
    // For the journeys: a member's message to our number, posted to the webhook as Meta would, signed.
    if (request.method === 'POST' && url.pathname === '/_stand-in/reply') {
      const m = JSON.parse(await bodyOf(request)) as { from: string; text: string };
      return json(response, 200, { answer: await deliverMessage({ from: m.from, text: m.text }) });
    }
    requests++;
    const raw = await bodyOf(request);
    const path = /^\/(v\d+\.\d+)\/(\d+)\/messages$/.exec(url.pathname);
    if (request.method !== 'POST' || !path) return metaError(response, 400, 100, 'Unsupported post request.', 'GraphMethodException');
    if (request.headers.authorization !== `Bearer ${WHATSAPP_CREDENTIALS.token}`)
      return metaError(response, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (path[2] !== WHATSAPP_CREDENTIALS.phoneNumberId)
      return metaError(response, 400, 100, `Unsupported post request. Object with ID '${path[2]}' does not exist`, 'GraphMethodException');
    let body: {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: { type: string; parameters?: { type: string; text?: string }[] }[];
      };
    };
    try {
      body = JSON.parse(raw);
    } catch {
      return metaError(response, 400, 100, 'Invalid parameter');
    }
    if (body.messaging_product !== 'whatsapp' || !body.to || !/^\d{6,15}$/.test(body.to) || body.type !== 'template' || !body.template)
      return metaError(response, 400, 100, 'Invalid parameter');
    const approved = APPROVED[body.template.name ?? ''];
    const language = body.template.language?.code ?? '';
    if (!approved?.languages.includes(language)) return metaError(response, 404, 132001, 'Template name does not exist in the translation');
    const params = (body.template.components ?? []).filter((c) => c.type === 'body').flatMap((c) => c.parameters ?? []);
    if (params.length !== approved.params || params.some((p) => p.type !== 'text' || !p.text || /[\n\t]| {5,}/.test(p.text)))
      return metaError(response, 400, 132000, 'Number of parameters does not match the expected number of params');

    const to = `+${body.to}`;
    const behaviour = behaviours.get(to) ?? 'ok';
    if (behaviour === 'hang') return void hanging.push(response);
    if (behaviour === 'error') return metaError(response, 500, 131000, 'Something went wrong', 'OAuthException');
    const id = `wamid.${Buffer.from(randomBytes(24)).toString('base64url')}`;
    received.push({ id, to, template: body.template.name!, language, params: params.map((p) => p.text!) });
    json(response, 200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] });
    // As Meta does, soon after: sent then delivered (or failed), to the webhook.
    if (o.webhookUrl) {
      const report = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (behaviour === 'undeliverable') return deliverStatus({ id, status: 'failed', to: body.to! });
        await deliverStatus({ id, status: 'sent', to: body.to! });
        return deliverStatus({ id, status: 'delivered', to: body.to! });
      })().catch(() => undefined);
      pending.push(report);
    }
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    reported,
    requests: () => requests,
    behave: (number: string, behaviour: WhatsappBehaviour) => behaviours.set(number, behaviour),
    deliverStatus,
    deliverMessage,
    /** Waits for the statuses the stand-in is posting to the webhook. */
    settled: () => Promise.all(pending),
    close: async () => {
      for (const r of hanging) r.destroy();
      await Promise.all(pending);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
