import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FOLDER_PAGE_MAX, type TFileEntry, type TFileLink, type TFolderListing } from '@ledgerport/contract';
import { afterAll } from 'vitest';
import { useTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';

export { multipartBody };

/**
 * The test app on a fresh, empty STORAGE_ROOT of its own (removed afterwards), plus any other settings.
 * `env` is read when the app is built, so a beforeAll registered before this call may still fill it in.
 */
export function useFilesTestApp(
  env: Record<string, string> = {},
  ownDeps?: Parameters<typeof useTestApp>[2],
): TestContext & { storageRoot: string } {
  const storageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-files-test-'));
  afterAll(() => fs.rmSync(storageRoot, { recursive: true, force: true }));
  env.STORAGE_ROOT ??= storageRoot;
  const ctx = useTestApp(undefined, env, ownDeps) as TestContext & { storageRoot: string };
  ctx.storageRoot = storageRoot;
  return ctx;
}

/** A LOCAL_FOLDER tenant with a signed-in TenantOwner, and a signed-in TenantOwner of ANOTHER tenant. */
export async function tenantWithClients(ctx: TestContext) {
  const db = ctx.database.db;
  const tenant = await createTenant(db);
  const otherTenant = await createTenant(db);
  const owner = await createUser(db, { name: 'Olga Owner', tenantRoles: { [tenant.id]: 'TenantOwner' } });
  const outsider = await createUser(db, { tenantRoles: { [otherTenant.id]: 'TenantOwner' } });
  return {
    tenant,
    otherTenant,
    owner,
    ownerToken: await tokenFor(ctx.app, owner.email),
    outsiderToken: await tokenFor(ctx.app, outsider.email),
  };
}

export const staffToken = async (ctx: TestContext, role = 'Processor') =>
  tokenFor(ctx.app, (await createUser(ctx.database.db, { name: 'Sam Staff', staffRoles: [role] })).email);

export const filesApi = (ctx: TestContext) => ({
  /** One page of a folder (the first, unless `query` holds a cursor). */
  list: (token: string, tenantId: string, query: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${tenantId}/files`,
      query,
      headers: bearer(token),
    }),
  /** Every entry of a folder or search, page after page (the largest pages), as a user scrolling to its end. */
  listAll: async (token: string, tenantId: string, query: Record<string, string> = {}) => {
    const entries: TFileEntry[] = [];
    let cursor: string | null = null;
    do {
      const response: Awaited<ReturnType<typeof ctx.app.inject>> = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/tenants/${tenantId}/files`,
        query: { limit: String(FOLDER_PAGE_MAX), ...query, ...(cursor ? { cursor } : {}) },
        headers: bearer(token),
      });
      if (response.statusCode !== 200) throw new Error(`listing answered ${response.statusCode}: ${response.body}`);
      const page: TFolderListing = response.json();
      entries.push(...page.entries);
      cursor = page.next_cursor;
    } while (cursor);
    return entries;
  },
  upload: (
    token: string,
    tenantId: string,
    fileName: string,
    content: Buffer | string,
    type = 'BANK_STATEMENT',
    existing: 'version' | 'keep_both' = 'version',
  ) => {
    const body = multipartBody(fileName, content);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenantId}/uploads?type=${type}&existing=${existing}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  },
  link: (
    token: string,
    tenantId: string,
    payload: { path: string; disposition?: 'inline' | 'attachment'; version?: number },
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenantId}/files/link`,
      headers: bearer(token),
      payload,
    }),
  /** Follows a link the way a browser would: no bearer header, only the URL. */
  fetchLink: (link: TFileLink, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: link.url, headers }),
});

/** The audit events of one tenant, oldest first. */
export const auditOf = (ctx: TestContext, tenantId: string) =>
  ctx.database.db.selectFrom('audit_events').selectAll().where('tenant_id', '=', tenantId).orderBy('seq').execute();
