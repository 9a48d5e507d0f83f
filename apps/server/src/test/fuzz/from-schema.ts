import fc from 'fast-check';
import { hostileNumber, hostileString, wrongKind } from './hostile.ts';

/** The part of an OpenAPI 3 schema object the generator reads. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/**
 * Values for a schema, most of them close to valid so that they pass the outer checks and reach
 * deeper code, with hostile values put in at any depth (`hostility` is the chance per value).
 */
export function fromSchema(schema: Schema | undefined, hostility = 0.25): fc.Arbitrary<unknown> {
  const valid = validFor(schema ?? {}, hostility);
  return fc.oneof(
    { weight: Math.round((1 - hostility) * 100), arbitrary: valid },
    { weight: Math.round(hostility * 100), arbitrary: hostileFor(schema) },
  );
}

/**
 * A valid value with exactly one hostile part, at any depth: what gets past every check but one,
 * so that the one is proven to hold (a mostly broken body is refused before it could reach anything).
 */
export function oneHostilePart(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length) {
    // Only the required fields besides the target: every optional one is another check that could refuse first.
    const required = new Set(schema?.required ?? []);
    return fc
      .constantFrom(...properties.map(([key]) => key))
      .chain((target) =>
        fc.record(
          Object.fromEntries(
            properties
              .filter(([key]) => key === target || required.has(key))
              .map(([key, s]) => [key, key === target ? oneHostilePart(s) : fromSchema(s, 0)]),
          ),
        ),
      );
  }
  if (schema?.items)
    return fc
      .tuple(fc.array(fromSchema(schema.items, 0), { maxLength: 2 }), oneHostilePart(schema.items))
      .map(([items, bad]) => [...items, bad]);
  return hostileFor(schema);
}

function hostileFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const type = [schema?.type].flat()[0];
  if (type === 'string') return fc.oneof(hostileString, wrongKind);
  if (type === 'number' || type === 'integer') return fc.oneof(hostileNumber, hostileString, wrongKind);
  return wrongKind;
}

function validFor(schema: Schema, hostility: number): fc.Arbitrary<unknown> {
  const nullable = schema.nullable ? (a: fc.Arbitrary<unknown>) => fc.option(a, { nil: null, freq: 5 }) : (a: fc.Arbitrary<unknown>) => a;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return nullable(fc.constantFrom(...schema.enum));
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return nullable(fc.oneof(...union.map((s) => fromSchema(s, hostility))));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], hostility);
  const type = [schema.type].flat().find((t) => t !== 'null');
  switch (type) {
    case 'string':
      return nullable(stringFor(schema));
    case 'integer':
      return nullable(fc.integer({ min: Math.ceil(schema.minimum ?? -1000), max: Math.floor(schema.maximum ?? 100_000) }));
    case 'number':
      return nullable(fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true }));
    case 'boolean':
      return nullable(fc.boolean());
    case 'array':
      return nullable(
        fc.array(fromSchema(schema.items, hostility), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) }),
      );
    case 'object':
      return nullable(objectFor(schema, hostility));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot read is sampled as plain text.
    }
  }
  // Plain words: a valid string should pass trimming and character checks, leaving the hostile part alone to be judged.
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 200));
  return fc
    .string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789 '),
      minLength: Math.max(0, min - 1),
      maxLength: Math.max(0, max - 1),
    })
    .map((s) => `a${s}`.slice(0, max));
}

function objectFor(schema: Schema, hostility: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, fromSchema(s, hostility)]));
  const requiredKeys = Object.keys(properties).filter((k) => required.has(k));
  return fc.record(fields, { requiredKeys });
}
