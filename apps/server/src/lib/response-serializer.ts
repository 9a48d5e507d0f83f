import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Answers leave through fast-json-stringify (Fastify's own default), compiled once per zod response
 * schema from its JSON Schema: a field the schema does not name is never sent, and no validation
 * runs per answer (decision 017). The OpenAPI 3.0 form of the JSON Schema marks a nullable value
 * `nullable: true`, which the compiled code writes behind a null check, where `anyOf [X, null]` would
 * make it run an Ajv validation on every such value. No registry: every schema is written inline.
 */
const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const jsonSchema = z.toJSONSchema(schema, {
      target: 'openapi-3.0',
      io: 'output',
      metadata: new z.core.$ZodRegistry(),
      cycles: 'ref',
      reused: 'inline',
    });
    serialize = fastJson(jsonSchema as Schema);
    compiled.set(schema, serialize);
  }
  return serialize;
}

/** A 204's `noContent` has nothing to write: Fastify sends no body without a payload. */
const nothing = () => '';

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  schema instanceof z.ZodUndefined ? nothing : compileSerializer(schema);
