import { en } from '@prosper/shared/i18n/en';
import { AppError } from './app-error.ts';

/** A refusal as a caller sees it: the status, our code, the catalog's words. */
export type Refusal = { status: number; code: string; message: string };

const e = en.errors;
export const badRequest: Refusal = { status: 400, code: 'bad_request', message: e.badRequest };
export const invalidJson: Refusal = { status: 400, code: 'invalid_json', message: e.invalidJson };
const tooLarge: Refusal = { status: 413, code: 'too_large', message: e.bodyTooLarge };
export const unsupportedMediaType: Refusal = { status: 415, code: 'unsupported_media_type', message: e.unsupportedMediaType };

/**
 * What Fastify, its plugins and Node's HTTP parser refuse, by their error code. Their own messages
 * name internals ("FST_ERR_CTP_…", the path back) and never reach a caller.
 */
const BY_CODE: Record<string, Refusal> = {
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url', message: e.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'url_too_long', message: e.urlTooLong },
  FST_ERR_CTP_INVALID_JSON_BODY: invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: badRequest,
  // @fastify/multipart
  FST_INVALID_MULTIPART_CONTENT_TYPE: unsupportedMediaType,
  FST_REQ_FILE_TOO_LARGE: tooLarge,
  FST_PARTS_LIMIT: tooLarge,
  FST_FILES_LIMIT: tooLarge,
  FST_FIELDS_LIMIT: tooLarge,
  FST_PROTO_VIOLATION: badRequest,
  // node:http, before a request exists
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: e.requestTimeout },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', message: e.headersTooLarge },
};

/** Any other refusal, by its status. */
const BY_STATUS: Record<number, Refusal> = {
  400: badRequest,
  401: { status: 401, code: 'unauthorized', message: e.unauthorized },
  403: { status: 403, code: 'forbidden', message: e.forbidden },
  404: { status: 404, code: 'not_found', message: e.notFound },
  406: { status: 406, code: 'not_acceptable', message: e.notAcceptable },
  408: BY_CODE.ERR_HTTP_REQUEST_TIMEOUT!,
  413: tooLarge,
  414: BY_CODE.FST_ERR_MAX_PARAM_LENGTH!,
  415: unsupportedMediaType,
  429: { status: 429, code: 'rate_limited', message: e.slowDown },
  431: BY_CODE.HPE_HEADER_OVERFLOW!,
};

/** The refusal an error from outside our code stands for; null when it is not a refusal (a 5xx, or no status). */
export function refusalOf(error: { code?: unknown; statusCode?: unknown }): Refusal | null {
  const known = typeof error.code === 'string' ? BY_CODE[error.code] : undefined;
  if (known) return known;
  const status = error.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  return BY_STATUS[status] ?? { ...badRequest, status };
}

/** A refusal thrown by our own code, answered like any AppError. */
export const refuse = ({ status, code, message }: Refusal) => new AppError(status, code, message);
