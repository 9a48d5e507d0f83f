import { createConfig, lintFromString } from '@redocly/openapi-core';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentedOperations, type OpenApiDocument, openApiDocument } from '../test/openapi-conformance.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { registerOpenApi, TAGS } from './openapi.ts';

const t = useTestApp();
let doc: OpenApiDocument & { tags: { name: string; description: string }[] };

beforeAll(async () => {
  doc = (await openApiDocument(t.app)) as typeof doc;
});

type Operation = {
  operationId: string;
  tags: string[];
  requestBody?: unknown;
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
};
const operations = () =>
  documentedOperations(doc).map((key) => {
    const [method, path] = key.split(' ') as [string, string];
    return { key, op: doc.paths[path]![method.toLowerCase()] as unknown as Operation };
  });

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules with no error, and warns only of what the API cannot answer honestly', async () => {
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
    // No license has been chosen for the project, and these four operations take no input and refuse nobody.
    expect(problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}`).sort()).toEqual([
      'info-license #/info',
      'operation-4xx-response #/paths/~1api~1faq/get/responses',
      'operation-4xx-response #/paths/~1api~1health/get/responses',
      'operation-4xx-response #/paths/~1api~1landing/get/responses',
      'operation-4xx-response #/paths/~1api~1me/get/responses',
    ]);
  });

  it('names each operation once, in camelCase, under a tag the document describes', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.filter((id) => !/^[a-z][A-Za-z]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.tags.map((tag) => tag.name).sort()).toEqual(Object.keys(TAGS).sort());
    const described = new Set(Object.keys(TAGS));
    expect(operations().filter(({ op }) => op.tags.length === 0 || op.tags.some((tag) => !described.has(tag)))).toEqual([]);
  });

  it('gives every operation its success body (none for a 204) and its refusals in the one error shape', () => {
    for (const { key, op } of operations()) {
      const success = Object.keys(op.responses).filter((status) => status.startsWith('2'));
      expect(success, key).toHaveLength(1);
      const [status] = success as [string];
      if (status === '204') expect(op.responses[status]!.content, key).toBeUndefined();
      else
        expect(
          Object.values(op.responses[status]!.content ?? {}).map((media) => media.schema),
          key,
        ).not.toEqual([]);
      for (const [code, response] of Object.entries(op.responses).filter(([code]) => Number(code) >= 400)) {
        expect(response.content?.['application/json']?.schema, `${key} ${code}`).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
  });

  it('states who may call, and refuses a caller other than anyone with 401 and 403; an input with 400; a path id with 404 and 414; a body with 413 and 415', () => {
    for (const { key, op } of operations()) {
      const access = (op as unknown as { 'x-access': { caller: string } })['x-access'];
      const statuses = Object.keys(op.responses);
      if (access.caller !== 'anyone') expect(statuses, key).toEqual(expect.arrayContaining(['401', '403']));
      if (op.requestBody) expect(statuses, key).toEqual(expect.arrayContaining(['400', '413', '415']));
      const parameters = (op as unknown as { parameters?: { in: string }[] }).parameters ?? [];
      if (parameters.some((p) => p.in === 'path')) expect(statuses, key).toEqual(expect.arrayContaining(['400', '404', '414']));
    }
    expect(doc.paths['/api/sessions/{id}/calendar.ics']!.get!.responses['200']!.content).toHaveProperty('text/calendar');
    const tooMany = (path: string, method: string) => doc.paths[path]![method]!.responses['429']?.description;
    expect(tooMany('/api/sessions', 'post')).toMatch(/^Too many requests: .*bookings/);
    // The abuse limits of decision 016.
    expect(tooMany('/api/accounts/sign-up', 'post')).toMatch(/accounts made from this address/);
    expect(tooMany('/api/profiles/{id}/follow', 'put')).toMatch(/400 follows in a day/);
    expect(tooMany('/api/messages/threads/{id}/messages', 'post')).toMatch(/20 conversations started in a day/);
    expect(tooMany('/api/reports', 'post')).toMatch(/10 reports in an hour/);
  });

  it('bounds every string and array a caller sends', () => {
    const unbounded: string[] = [];
    const components = (doc.components?.schemas ?? {}) as Record<string, Schema>;
    type Schema = { $ref?: string; type?: string | string[]; maxLength?: number; maxItems?: number; enum?: unknown[]; format?: string } & {
      properties?: Record<string, Schema>;
      items?: Schema | boolean;
      anyOf?: Schema[];
      oneOf?: Schema[];
    };
    const walk = (schema: Schema | undefined, where: string) => {
      if (!schema) return;
      if (schema.$ref) return walk(components[schema.$ref.split('/').at(-1)!], where);
      const types = [schema.type].flat();
      if (types.includes('string') && schema.maxLength === undefined && !schema.enum && !schema.format) unbounded.push(where);
      if (types.includes('array') && schema.maxItems === undefined) unbounded.push(`${where}[]`);
      for (const [name, property] of Object.entries(schema.properties ?? {})) walk(property, `${where}.${name}`);
      if (typeof schema.items === 'object') walk(schema.items, `${where}[]`);
      for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(branch, where);
    };
    for (const { key, op } of operations()) {
      const input = op as unknown as {
        parameters?: { name: string; schema: Schema }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      };
      for (const parameter of input.parameters ?? []) walk(parameter.schema, `${key} ${parameter.name}`);
      for (const media of Object.values(input.requestBody?.content ?? {})) walk(media.schema, `${key} body`);
    }
    expect(unbounded).toEqual([]);
  });
});

describe('an undocumented route', () => {
  const appWith = async (schema: Record<string, unknown>) => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    await registerOpenApi(app);
    app.get('/api/health', { schema: { response: { 200: z.object({ status: z.string() }) }, ...schema } }, async () => ({ status: 'ok' }));
    return app;
  };

  it('stops the app from starting: an operationId and a described tag are required', async () => {
    await expect(appWith({ tags: ['health'] })).rejects.toThrow('GET /api/health has no operationId');
    await expect(appWith({ operationId: 'getHealth', tags: ['health-checks'] })).rejects.toThrow('needs tags from TAGS');
  });
});
