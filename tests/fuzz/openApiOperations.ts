import fc from 'fast-check';
import { anyHostileValue, prototypeKeys } from './hostileValues.ts';

/** The part of JSON Schema the OpenAPI document (infra/http/openApi.ts) uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';
  /** The path template, e.g. /api/videos/{id}. */
  path: string;
  access: string;
  pathParams: string[];
  query: Parameter[];
  body: JsonSchema | null;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        'x-access'?: string;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the served OpenAPI document. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method as Operation['method'],
      path,
      access: op['x-access'] ?? 'public',
      pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
      query: (op.parameters ?? []).filter((parameter) => parameter.in === 'query'),
      body: op.requestBody?.content['application/json']?.schema ?? null,
    })),
  );
}

/** A value the schema would accept, roughly: what lets the hostile neighbours get further in. */
function plausible(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => plausible(option, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 2
        ? fc.constant([])
        : fc.array(plausible(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 2 ? fc.constant({}) : objectOf(schema, depth + 1);
    case 'null':
      return fc.constant(null);
    default:
      if (schema.format === 'date') return fc.constantFrom('2026-11-18', '2026-02-30', '1900-01-01');
      if (schema.format === 'email') return fc.constantFrom('a@example.com', 'not-an-email');
      if (schema.pattern) return fc.constantFrom('07:40', '12:00', 'x');
      return fc.constantFrom('ชนท้าย', 'does-not-exist', 'abc', 'รถเก๋ง พระราม 2');
  }
}

/** Mostly plausible, often hostile: each field on its own. */
export const fieldValue = (schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: plausible(schema, depth), weight: 2 }, { arbitrary: anyHostileValue, weight: 3 });

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, fieldValue(property, depth)]),
  );
  return fc.record(fields, { requiredKeys: [] });
}

/** A JSON body for the operation: the schema's fields, sometimes with prototype keys or extra fields. */
export function bodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: objectOf(schema, 0), weight: 4 },
    {
      arbitrary: fc
        .tuple(objectOf(schema, 0), fc.constantFrom(...prototypeKeys), anyHostileValue)
        // A computed key is an own property, `__proto__` included: JSON.stringify sends it.
        .map(([body, key, value]) => ({ ...body, [key]: value })),
      weight: 2,
    },
    { arbitrary: anyHostileValue, weight: 1 },
  );
}
