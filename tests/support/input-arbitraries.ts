import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that zod's `toJSONSchema` writes for Korai's request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

/** A route's zod schema as JSON Schema (its input side: what a client sends). */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values that once broke the server, or break servers in general. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202Eevil\u202C',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '0000-01-01',
  '2023-02-29',
  '2024-02-30',
  '1899-12-31',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '2147483648',
  '9007199254740993',
  '-2147483649',
  '__proto__',
  'constructor',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  'US/Pacific-New',
  '💧💧',
  'x'.repeat(10_000),
];

export const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -(2 ** 31) - 1,
  1e308,
];

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [[[[[]]]]], { nested: { deeper: { deepest: [null] } } }),
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('-010000-01-01T00:00:00Z'), max: new Date('+010000-01-01T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'date') {
    return fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(
        ([year, month, day]) =>
          `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      );
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot invert: plain strings instead.
    }
  }
  const maxLength = Math.min(schema.maxLength ?? 60, 600) + 5;
  return fc.string({ unit: 'grapheme', minLength: 0, maxLength });
}

/** A value of the schema's type, often inside its bounds, sometimes just outside them. */
function typed(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(-(2 ** 31), (schema.minimum ?? schema.exclusiveMinimum ?? -1000) - 2),
        max: Math.min(2 ** 31, (schema.maximum ?? 1000) + 2),
      });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items && depth < 4 ? valueFor(schema.items, depth + 1) : nastyValue, {
        maxLength: Math.min(schema.maxItems ?? 5, 20) + 2,
      });
    case 'object':
      return objectFor(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, depth < 4 ? valueFor(property, depth + 1) : nastyValue]),
  );
  const required = (schema.required ?? []).filter((key) => key in model);
  return fc
    .tuple(
      fc.record(model, { requiredKeys: required }),
      fc.boolean(),
      fc.dictionary(fc.string({ maxLength: 8 }), nastyValue, { maxKeys: 2 }),
    )
    .map(([record, dropOne, extra]) => {
      const value: Record<string, unknown> = { ...extra, ...record };
      if (dropOne && required[0]) delete value[required[0]];
      return value;
    });
}

/** Mostly values of the declared shape (which reach the rules behind the schema), sometimes nasty ones. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return nastyValue;
  return fc.oneof({ weight: 4, arbitrary: typed(schema, depth) }, { weight: 1, arbitrary: nastyValue });
}

/** How a value travels in a path segment or a query string. */
export function asText(value: unknown): string {
  if (Array.isArray(value)) return value.map(asText).join(',');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  if (Object.is(value, -0)) return '-0';
  return String(value);
}

/** Bodies no JSON.stringify produces: what a hand-made or hostile client sends. */
export const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '{"quantity":1e309}',
  '{"description":"\\ud800"}',
  '{"__proto__":{"isAdmin":true},"name":"x"}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"name":"${'x'.repeat(300_000)}"}`,
];
