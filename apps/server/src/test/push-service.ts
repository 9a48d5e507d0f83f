import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for a browser's push service (Chrome's FCM, Mozilla's autopush), written from RFC 8030
 * (the push protocol: TTL, Urgency, Topic), RFC 8292 (VAPID: an ES256 JWT naming the push service's
 * origin, an expiry within 24 hours and a contact) and RFC 8291 with RFC 8188 (the payload encrypted
 * with aes128gcm for the browser's keys). Each test device has keys the test made; the stand-in
 * checks every request's token and decrypts its payload with them, so a test reads what the browser
 * would receive.
 */

export type TestDevice = {
  name: string;
  endpoint: string;
  /** As PushSubscription.toJSON() gives it, ready to post to /api/push-subscriptions. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
};

export type ReceivedPush = {
  device: string;
  headers: IncomingHttpHeaders;
  /** The VAPID token's claims, once its signature checked out against the key it came with. */
  claims: { aud: string; exp: number; sub: string };
  /** The key that signed the token (`k`), base64url. */
  vapidKey: string;
  /** The decrypted payload, parsed. */
  payload: unknown;
};

type Device = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number };

/** The answer of a push service that takes a push and never replies. */
export const HANG = 0;
/** The answer of a push service that takes a push, then resets the connection (TCP RST) instead of replying. */
export const RESET = -1;

/** Decrypts an aes128gcm body (RFC 8188) for a browser with these keys (RFC 8291 §3.4). */
export function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('The key id is not an uncompressed P-256 key');
  if (ciphertext.length > recordSize) throw new Error('More than one record: a push payload fits in one');

  const secret = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zeros of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('No last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks a VAPID Authorization header (`vapid t=<jwt>, k=<key>`) for a push to `origin`; throws why it fails. */
export function checkVapid(authorization: string | undefined, origin: string): { claims: ReceivedPush['claims']; vapidKey: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID authorization: ${authorization}`);
  const [, token, vapidKey] = match as unknown as [string, string, string];
  const [header, body, signature] = token.split('.') as [string, string, string];
  const head = JSON.parse(Buffer.from(header, 'base64url').toString());
  if (head.alg !== 'ES256' || head.typ !== 'JWT') throw new Error(`Not an ES256 JWT: ${JSON.stringify(head)}`);
  const point = Buffer.from(vapidKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('The token’s signature does not match k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not the push service’s origin ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp} is not within the next 24 hours`);
  if (!/^(mailto:|https:\/\/)/.test(claims.sub)) throw new Error(`sub ${claims.sub} is not a mailto: or https: contact`);
  return { claims, vapidKey };
}

/** Starts the stand-in on a free local port. */
export async function startPushService() {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = decodeURIComponent(req.url?.replace(/^\/push\//, '') ?? '');
      const device = devices.get(name);
      if (req.method !== 'POST' || !device) return void res.writeHead(404).end();
      try {
        const { claims, vapidKey } = checkVapid(req.headers.authorization, origin);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
        if (!/^\d+$/.test(String(req.headers.ttl))) throw new Error('No TTL');
        const payload = JSON.parse(decryptPush(Buffer.concat(chunks), device.ecdh, device.auth).toString('utf8'));
        received.push({ device: name, headers: req.headers, claims, vapidKey, payload });
        // A push service that took the push and never answered: the sender cannot know it delivered.
        if (device.status === HANG) return void hanging.push(res);
        if (device.status === RESET) return void req.socket.resetAndDestroy();
        res.writeHead(device.status).end();
      } catch (err) {
        refused.push((err as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** Requests refused, with why: a test expects none. */
    refused,
    /** A new browser's subscription at this push service, with keys only the test holds. */
    device(name: string): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth, status: 201 });
      const endpoint = `${origin}/push/${encodeURIComponent(name)}`;
      return {
        name,
        endpoint,
        subscription: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
    },
    /** What the push service answers for a device from now on: 410 when the browser unsubscribed, say; HANG for no answer, RESET for a reset. */
    answer(name: string, status: number) {
      devices.get(name)!.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
      }),
  };
}
