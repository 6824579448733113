import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';

/**
 * A text that is not a UUID, sent wherever a route takes free text, must never reach a uuid column as it is
 * (PostgreSQL refuses it: a 500). Generated from the server's own route table (its OpenAPI document), so a new
 * route is covered at once: every operation is called with each of its free-text inputs set to it (path,
 * query and JSON body; one optional field at a time, beside the required ones, so that no rule across fields
 * hides the others), as a SuperAdmin with a real company, and none may answer 5xx.
 */
const ctx = useTestApp();
const NOT_A_UUID = 'not-a-uuid-0000';

type Schema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Values that satisfy the contract's few patterns (a colour, a day, a month, a code...), tried in order. */
const PATTERNED = [
  '#1a2b3c',
  '2026-01-01',
  '2026-01',
  'someone@firm.test',
  'Correct-Horse-9!',
  'abcde-12345',
  '123456',
];

function stringFor(schema: Schema): string {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'someone@firm.test';
  if (schema.format === 'date') return '2026-01-01';
  if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    return [randomUUID(), ...PATTERNED].find((candidate) => pattern.test(candidate)) ?? NOT_A_UUID;
  }
  // Free text: where a UUID-ish input hides, this is what would reach its column.
  return NOT_A_UUID.padEnd(schema.minLength ?? 0, '0').slice(0, schema.maxLength ?? Infinity);
}

function sample(schema: Schema, allOptional = true): unknown {
  const chosen = schema.anyOf?.find((s) => s.type !== 'null') ?? schema.oneOf?.[0] ?? schema;
  if (chosen !== schema) return sample(chosen, allOptional);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (schema.enum) return schema.enum[0];
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items ?? {}));
    case 'object':
      return objectWith(schema, allOptional ? Object.keys(schema.properties ?? {}) : []);
    default:
      return schema.default ?? NOT_A_UUID;
  }
}

const objectWith = (schema: Schema, optional: string[]) =>
  Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([key]) => schema.required?.includes(key) || optional.includes(key))
      .map(([key, property]) => [key, sample(property)]),
  );

/** The required fields, then the required ones with each optional one: several bodies per operation. */
function bodiesFor(schema: Schema | undefined): unknown[] {
  if (!schema) return [undefined];
  if (schema.type !== 'object' || !schema.properties) return [sample(schema)];
  const optional = Object.keys(schema.properties).filter((key) => !schema.required?.includes(key));
  return [objectWith(schema, []), ...optional.map((key) => objectWith(schema, [key]))];
}

function queriesFor(parameters: Parameter[]): Record<string, string>[] {
  const query = parameters.filter((p) => p.in === 'query');
  const required = Object.fromEntries(query.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema))]));
  return [
    required,
    ...query.filter((p) => !p.required).map((p) => ({ ...required, [p.name]: String(sample(p.schema)) })),
  ];
}

describe('a text that is not a UUID, in every free-text input of every route', () => {
  it('is a 4xx, never a 500', { timeout: 240_000 }, async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db);
    const admin = await createUser(db, { staffRoles: ['SuperAdmin'], tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const token = await tokenFor(ctx.app, admin.email);
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })))
      // Signing out ends the session every other call uses: last.
      .sort((a, b) => Number(a.path.endsWith('/auth/logout')) - Number(b.path.endsWith('/auth/logout')));

    const failures = [];
    let calls = 0;
    let pastValidation = 0;
    for (const { path, method, op } of operations) {
      const json = op.requestBody?.content?.['application/json']?.schema;
      if (op.requestBody && !json) continue; // multipart: its fields are read by the route itself
      const parameters = op.parameters ?? [];
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (name === 'tenantId') return tenant.id;
        return encodeURIComponent(String(sample(parameters.find((p) => p.name === name)?.schema ?? {})));
      });
      for (const query of queriesFor(parameters)) {
        for (const body of bodiesFor(json)) {
          const response = await ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            query,
            headers: bearer(token),
            ...(body === undefined ? {} : { payload: body as object }),
          });
          calls++;
          if (response.statusCode !== 400) pastValidation++;
          if (response.statusCode >= 500) {
            failures.push({ call: `${method.toUpperCase()} ${url}`, query, body, status: response.statusCode });
          }
        }
      }
    }
    console.info(
      `malformed ids: ${calls} calls over ${operations.length} operations, ${pastValidation} past validation`,
    );
    expect(failures).toEqual([]);
    // The generated requests must mostly get past the schemas, or the test tries nothing.
    expect(pastValidation).toBeGreaterThan(calls / 3);
  });
});
