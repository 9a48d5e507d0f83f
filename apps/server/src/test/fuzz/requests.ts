import fc from 'fast-check';
import { brokenBody, deepNesting, hostilePathSegment, renamedFile, urlEncode, withPollutingKeys } from './hostile.ts';
import { fromSchema, oneHostilePart, type Schema } from './from-schema.ts';

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export type Operation = {
  method: string;
  /** OpenAPI form: `/api/articles/{id}`. */
  path: string;
  parameters: { in: string; name: string; required?: boolean; schema?: Schema }[];
  body?: Schema;
  /** multipart/form-data uploads take a file, not JSON. */
  upload: boolean;
};

export type FuzzRequest = {
  method: string;
  url: string;
  caller: Caller;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

export const CALLERS = ['visitor', 'member', 'mentor', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

export type OpenApiDocument = { paths: Record<string, Record<string, Record<string, unknown>>> };

/** Every operation of the document, in a stable order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Operation['parameters'] | undefined) ?? [],
        body: content['application/json']?.schema,
        upload: 'multipart/form-data' in content || /upload|avatar|images/.test(path),
      };
    }),
  );
}

/**
 * Requests for one operation: its path ids (real ones from `ids`, random, or hostile), its query
 * from its schema with hostile values mixed in, and a body that is near-valid, wrong, broken,
 * too deep, polluting, or of the wrong content type. Sent as any of the four callers.
 */
export function requestsFor(op: Operation, ids: string[]): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const segment = fc.oneof(
    { weight: 3, arbitrary: ids.length ? fc.constantFrom(...ids) : fc.uuid() },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostilePathSegment },
  );
  const path = fc
    .tuple(...pathParams.map(() => segment))
    .map((segments) => pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, segments[i] ?? ''), op.path));
  const query = fc
    .tuple(...queryParams.map((p) => fc.option(fc.oneof(fromSchema(p.schema, 0), oneHostilePart(p.schema)), { nil: undefined, freq: 3 })))
    .map((values) => queryString(queryParams.map((p, i) => [p.name, values[i]])));
  const rawQuery = fc.constantFrom(
    '',
    '',
    '',
    '?cursor=%00',
    '?cursor=not-a-cursor',
    '?a=%E0%A4%A',
    `?cursor=${'x'.repeat(5000)}`,
    '?__proto__[x]=1',
  );
  // Most routes need a member; visitors are refused before anything deeper runs.
  const caller = fc.constantFrom<Caller>('member', 'member', 'member', 'mentor', 'mentor', 'admin', 'visitor');
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(op.method);
  return fc.record({ path, query, rawQuery, caller, body: hasBody ? bodyFor(op) : fc.constant(undefined) }).map(
    ({ path, query, rawQuery, caller, body }): FuzzRequest => ({
      method: op.method,
      url: path + (rawQuery || query),
      caller,
      headers: body ? { 'content-type': body.contentType } : {},
      payload: body?.raw,
    }),
  );
}

function bodyFor(op: Operation): fc.Arbitrary<{ contentType: string; raw: string | Buffer }> {
  const json = (value: unknown) => ({ contentType: 'application/json', raw: JSON.stringify(value) ?? 'null' });
  const alternatives: fc.WeightedArbitrary<{ contentType: string; raw: string | Buffer }>[] = [
    { weight: 6, arbitrary: oneHostilePart(op.body ?? { type: 'object' }).map(json) },
    { weight: 2, arbitrary: fromSchema(op.body ?? { type: 'object' }).map(json) },
    { weight: 1, arbitrary: fc.constant(json({})) },
    { weight: 1, arbitrary: fromSchema(op.body ?? { type: 'object' }, 0).map((v) => json(withPollutingKeys(v))) },
    { weight: 1, arbitrary: deepNesting.map((raw) => ({ contentType: 'application/json', raw })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
    { weight: 2, arbitrary: brokenBody },
  ];
  if (op.upload) alternatives.push({ weight: 4, arbitrary: renamedFile.map(multipart) });
  return fc.oneof(...alternatives);
}

const BOUNDARY = 'fuzzboundary';

function multipart(file: { filename: string; type: string; bytes: Buffer }) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    raw: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  };
}

function queryString(pairs: [string, unknown][]): string {
  const parts = pairs
    .filter(([, v]) => v !== undefined)
    .flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((item) => `${urlEncode(k)}=${urlEncode(typeof item === 'string' ? item : JSON.stringify(item))}`),
    );
  return parts.length ? `?${parts.join('&')}` : '';
}
