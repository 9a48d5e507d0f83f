import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** CSP without inline script but the page's own (by hash), HSTS, nosniff, a strict referrer policy, no framing. */
export function securityHeaderOptions({ https, inlineScripts }: { https: boolean; inlineScripts: string[] }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet writes for these options, worked out once: our options name no nonce and
 * nothing that depends on the request, so every answer gets the same ones. @fastify/helmet ran
 * helmet anew for every request, parsing the CSP directives each time (issue 20's profile).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  // helmet's middleware is synchronous; should a version become otherwise, fail at start, not send none.
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/** Every answer, the error and not-found ones included, carries the headers, set before anything can refuse. */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean; inlineScripts: string[] }) {
  const headers = securityHeaders(securityHeaderOptions(options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
