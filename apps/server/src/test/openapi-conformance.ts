import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/*
 * Holds an answer of the API to what the OpenAPI document promises for its operation: the status
 * is one the operation lists, the media type one it lists for that status, the body valid against
 * that schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses). Any suite that calls the API can check
 * its answers with it.
 */

type Operation = {
  operationId: string;
  'x-access': { caller: string; resource?: string };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };

export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Every operation of the document, as `METHOD /path/{param}`. */
export function documentedOperations(doc: OpenApiDocument): string[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/**
 * The path template a concrete path falls under: segment by segment, a literal segment before a
 * `{param}`, as the router chooses (`/api/mentors/filters` before `/api/mentors/{id}`).
 */
export function pathTemplate(doc: OpenApiDocument, method: string, url: string): string | undefined {
  const segments = new URL(url, 'http://x').pathname.split('/');
  const fits = Object.keys(doc.paths).filter((template) => {
    const parts = template.split('/');
    return (
      doc.paths[template]?.[method.toLowerCase()] !== undefined &&
      parts.length === segments.length &&
      parts.every((part, i) => part === segments[i] || (part.startsWith('{') && segments[i] !== ''))
    );
  });
  const params = (template: string) => template.split('/').map((part) => (part.startsWith('{') ? 1 : 0));
  return fits.sort((a, b) => {
    const [pa, pb] = [params(a), params(b)];
    const differs = pa.findIndex((p, i) => p !== pb[i]);
    return differs < 0 ? 0 : (pa[differs] ?? 0) - (pb[differs] ?? 0);
  })[0];
}

const validators = new WeakMap<OpenApiDocument, { ajv: Ajv2020; compiled: Map<string, ValidateFunction> }>();

function validatorFor(doc: OpenApiDocument, pointer: string): ValidateFunction {
  let entry = validators.get(doc);
  if (!entry) {
    // The document is one schema resource, so each body schema's $refs to components resolve in it.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(doc, 'openapi.json');
    entry = { ajv, compiled: new Map() };
    validators.set(doc, entry);
  }
  let validate = entry.compiled.get(pointer);
  if (!validate) {
    validate = entry.ajv.compile({ $ref: `openapi.json#${pointer}` });
    entry.compiled.set(pointer, validate);
  }
  return validate;
}

const pointerPart = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Fails unless the answer is one the document lists for the operation at `method url`. Returns the
 * operation (`GET /api/articles/{id}`), so a suite can tell which operations it has exercised.
 */
export function expectDocumented(doc: OpenApiDocument, method: string, url: string, response: LightMyRequestResponse): string {
  const template = pathTemplate(doc, method, url);
  expect(template, `${method} ${url} is not in the document`).toBeDefined();
  const operation = `${method.toUpperCase()} ${template}`;
  const lower = method.toLowerCase();
  const status = String(response.statusCode);
  const answer = `${operation} answered ${status}: ${response.body.slice(0, 500)}`;
  const documented = doc.paths[template!]![lower]!.responses[status];
  expect(documented, `${answer}\nbut it documents only ${Object.keys(doc.paths[template!]![lower]!.responses)}`).toBeDefined();

  const content = documented!.content;
  if (!content) {
    expect(response.body, `${answer}\nwhere the document says there is no body`).toBe('');
    return operation;
  }
  const mediaType = String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  expect(Object.keys(content), `${answer}\nas ${mediaType}`).toContain(mediaType);
  if (mediaType === 'application/json') {
    const validate = validatorFor(
      doc,
      `/paths/${pointerPart(template!)}/${lower}/responses/${status}/content/${pointerPart(mediaType)}/schema`,
    );
    const valid = validate(response.json());
    expect(validate.errors ?? [], `${answer}\ndoes not match the documented schema`).toEqual([]);
    expect(valid).toBe(true);
  }
  return operation;
}
