import { z } from 'zod';
import { errorBodySchema } from '@prosper/shared/schemas/error';
import type { RouteAccess } from '../auth/route-access.ts';

/*
 * What each operation of the OpenAPI document says it may answer. The refusals every route shares
 * are derived here from what the route takes (body, query, path id, upload) and from who may call it
 * (auth/route-access.ts); a route adds only its own (a slot taken, a rate limit) with `refusals()`.
 * Every refusal is the one error shape, the `Error` component.
 */

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 429 | 502 | 503;

const TITLES: Record<ErrorStatus, string> = {
  400: 'Bad request',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  414: 'URI too long',
  415: 'Unsupported media type',
  429: 'Too many requests',
  502: 'Bad gateway',
  503: 'Unavailable',
};

/** A 204: the answer has no body (the document shows none: an undefined body is written as type null). */
export const noContent = z.undefined().describe('Done; no content');

type MediaResponse = { description: string; content: Record<string, { schema: z.ZodType }> };
/** A refusal keeps its reasons, so that a route's own and the derived ones make one description. */
type Refusal = MediaResponse & { reasons: string[] };

const errorResponse = (status: ErrorStatus, reasons: string[]): Refusal => ({
  description: `${TITLES[status]}: ${reasons.join('; ')}.`,
  content: { 'application/json': { schema: errorBodySchema } },
  reasons,
});

/** A route's own refusals, each with why it happens; they join those derived for every route. */
export function refusals(reasons: Partial<Record<ErrorStatus, string>>): Record<number, Refusal> {
  return Object.fromEntries(Object.entries(reasons).map(([status, why]) => [status, errorResponse(Number(status) as ErrorStatus, [why])]));
}

/** Methods whose requests may carry a body, which Fastify parses before the route sees it. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RouteSchema = {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  consumes?: readonly string[];
  response?: unknown;
};

/** The refusals any route of this shape and access can answer, with why. */
function derivedRefusals(method: string, schema: RouteSchema, access: RouteAccess): Map<ErrorStatus, string[]> {
  const found = new Map<ErrorStatus, string[]>();
  const add = (status: ErrorStatus, why: string) => found.set(status, [...(found.get(status) ?? []), why]);
  const takesBody = BODY_METHODS.has(method);
  const upload = schema.consumes?.includes('multipart/form-data') ?? false;

  if (schema.body) add(400, 'a field breaks its rule (`fields` names each)');
  if (upload) add(400, 'no file was sent');
  if (takesBody && !upload) add(400, 'the body is not well-formed JSON');
  if (schema.querystring) add(400, 'a query parameter breaks its rule');
  if (schema.querystring instanceof z.ZodObject && 'cursor' in schema.querystring.shape) add(400, 'the page cursor is not one we gave');
  if (schema.params) add(400, 'the id in the path is malformed, or not percent-encoded properly');

  if (access.caller !== 'anyone') {
    add(401, 'no session, or it has ended');
    add(403, 'the member has no profile yet');
  }
  if (access.caller === 'mentor') add(403, 'the member is not a mentor');
  if (access.caller === 'admin') add(403, 'the member is not an admin');
  if (access.resource === 'owner') add(403, "it is another member's");
  if (access.resource === 'party' || access.resource === 'party-or-admin') add(403, 'the member is not one of its two members');
  if (takesBody) add(403, 'the request was sent by another site');

  if (schema.params) {
    add(404, 'nothing has that id');
    // The router's own limit (Fastify's maxParamLength), answered before any route runs.
    add(414, 'the id in the path is over 100 characters');
  }
  if (takesBody) {
    add(413, upload ? 'the file is over its limit' : 'the body is over its limit');
    add(415, upload ? 'the body is not multipart/form-data' : 'the body is not JSON');
  }
  return found;
}

const SUCCESS: Record<number, string> = { 200: 'OK', 201: 'Created' };

/**
 * The route's responses as the document and the serializers see them: each success body under its
 * media type (JSON unless the route says otherwise), each refusal in the error shape, the derived
 * ones and the route's own together.
 */
export function documentedResponses(method: string, schema: RouteSchema, access: RouteAccess): Record<string, MediaResponse | z.ZodType> {
  const responses: Record<string, MediaResponse | z.ZodType> = {};
  const derived = derivedRefusals(method, schema, access);
  for (const [status, declared] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
    if (declared instanceof z.ZodUndefined) {
      responses[status] = declared;
    } else if (declared instanceof z.ZodType) {
      responses[status] = { description: SUCCESS[Number(status)] ?? 'OK', content: { 'application/json': { schema: declared } } };
    } else if ('reasons' in (declared as Refusal)) {
      const code = Number(status) as ErrorStatus;
      responses[status] = errorResponse(code, [...(derived.get(code) ?? []), ...(declared as Refusal).reasons]);
      derived.delete(code);
    } else {
      responses[status] = declared as MediaResponse;
    }
  }
  for (const [status, reasons] of derived) responses[status] = errorResponse(status, reasons);
  return responses;
}
