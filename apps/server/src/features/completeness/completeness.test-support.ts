import type { TCompletenessMatrix } from '@ledgerport/contract';
import { randomUUID } from 'node:crypto';
import type { TestContext } from '../../../test/build-test-app.ts';
import { asCaller } from '../../../test/audit-trail.ts';
import { createTenant, createUser, tokenFor } from '../../../test/factories.ts';

type Seeded = { kind?: string; status?: string; period?: string | null; due_on: string; title?: string };

/**
 * Requests written straight to the table: the matrix reads any mix of statuses and past due dates, which the
 * API would only reach through many steps. `period` is a month's first day; null: a one-off without one.
 */
export async function seedRequests(ctx: TestContext, tenantId: string, rows: Seeded[]) {
  const values = rows.map((r) => ({
    tenant_id: tenantId,
    title: r.title ?? `${r.kind ?? 'OTHERS'} ${r.period ?? r.due_on}`,
    kind: (r.kind ?? 'OTHERS') as 'OTHERS',
    status: (r.status ?? 'OPEN') as 'OPEN',
    period_start: r.period ?? null,
    period_end: r.period ? r.period.slice(0, 8) + '28' : null,
    due_on: r.due_on,
  }));
  return (await ctx.database.db.insertInto('document_requests').values(values).returning('id').execute()).map(
    (r) => r.id,
  );
}

/** A manager of requests, a client, and tenants whose names share a prefix unique to the test. */
export async function completenessWorld(ctx: TestContext, names: string[] = ['Alpha', 'Beta']) {
  const db = ctx.database.db;
  const prefix = `Cm${randomUUID().slice(0, 6)}`;
  const tenants = [];
  for (const name of names) tenants.push(await createTenant(db, { name: `${prefix} ${name}` }));
  const admin = await createUser(db, { staffRoles: ['Admin'], name: 'Adele Admin' });
  const client = await createUser(db, { tenantRoles: { [tenants[0]!.id]: 'TenantOwner' } });
  return {
    prefix,
    tenants,
    admin,
    adminToken: await tokenFor(ctx.app, admin.email),
    clientToken: await tokenFor(ctx.app, client.email),
  };
}

export const completenessApi = (ctx: TestContext) => {
  const get = (token: string, path: string, query: Record<string, string>) =>
    ctx.app.inject(asCaller(token, { method: 'GET', url: `/api/v1/${path}?${new URLSearchParams(query)}` }));
  return {
    get,
    matrix: async (token: string, query: Record<string, string>) => {
      const response = await get(token, 'completeness', query);
      if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
      return response.json() as TCompletenessMatrix;
    },
  };
};

/** Each row as "<tenant>: <status>,<status>…" (the prefix cut), the way a reader scans the screen. */
export const statusLines = (matrix: TCompletenessMatrix, prefix: string) =>
  matrix.data.map((row) => `${row.tenant_name.replace(`${prefix} `, '')}: ${row.cells.map((c) => c[4]).join(',')}`);
