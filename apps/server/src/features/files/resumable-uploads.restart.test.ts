import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/build-test-app.ts';
import { useServerData, withDataDirApp, type ServerData } from '../mfa/data-dir-app.test-support.ts';
import { idOf, resumableApi, runToEnd, tusUpload } from './resumable-uploads.test-support.ts';

/**
 * A resumable upload outlives the server: the app is closed and a new one built on the same DATA_DIR and
 * database (embedded, or this run's PostgreSQL with TEST_DB=postgres), as a restart would.
 */
const serverData = useServerData(
  'lp-resumable-restart-',
  process.env.TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined,
);
let data: ServerData;
beforeAll(async () => {
  data = await serverData('server');
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pdf = { filename: 'ledger.bin', type: 'BANK_STATEMENT' };

async function owner(ctx: TestContext) {
  const tenant = await createTenant(ctx.database.db);
  const user = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
  return { tenantId: tenant.id, email: user.email, token: await tokenFor(ctx.app, user.email) };
}

/** The file as the folder lists it and as a download of it gives it back. */
async function stored(ctx: TestContext, token: string, tenantId: string, name: string) {
  const listing = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/tenants/${tenantId}/files`,
    query: { path: 'Bank Statements' },
    headers: bearer(token),
  });
  const entries = (listing.json() as { entries: { file: string }[] }).entries.filter((e) =>
    e.file.startsWith('ledger'),
  );
  const link = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tenants/${tenantId}/files/link`,
    headers: bearer(token),
    payload: { path: `Bank Statements/${name}` },
  });
  const download = await ctx.app.inject({ method: 'GET', url: (link.json() as { url: string }).url });
  return { names: entries.map((e) => e.file), sha256: sha256(download.rawPayload) };
}

describe('resumable uploads across a restart', () => {
  it('resumes after the server restarts: HEAD answers the bytes kept, the client sends the rest', async () => {
    const bytes = randomBytes(6 * 1024 * 1024);
    const before = await withDataDirApp(data, async (ctx) => {
      const who = await owner(ctx);
      const api = resumableApi(ctx);
      const created = await api.create(who.token, who.tenantId, bytes.length, pdf);
      const id = idOf(created.headers.location);
      const half = 2 * 1024 * 1024 + 17;
      expect((await api.patch(who.token, who.tenantId, id, 0, bytes.subarray(0, half))).statusCode).toBe(204);
      return { ...who, url: String(created.headers.location), id, half };
    });

    await withDataDirApp(data, async (ctx) => {
      const token = await tokenFor(ctx.app, before.email);
      const head = await resumableApi(ctx).head(token, before.tenantId, before.id);
      expect(head.headers['upload-offset']).toBe(String(before.half));
      const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const endpoint = `${origin}/api/v1/tenants/${before.tenantId}/resumable-uploads`;
      let resumedFrom = -1;
      await runToEnd((handlers) =>
        tusUpload(origin, token, before.tenantId, bytes, {
          ...handlers,
          uploadUrl: new URL(before.url, endpoint).href,
          onProgress: (sent) => {
            if (resumedFrom < 0) resumedFrom = sent;
          },
        }),
      );
      expect(resumedFrom).toBeGreaterThanOrEqual(before.half);
      expect(await stored(ctx, token, before.tenantId, 'ledger.bin')).toEqual({
        names: ['ledger.bin'],
        sha256: sha256(bytes),
      });
    });
  });

  it('keeps, once, a file whose last byte arrived but whose server died before cataloging it', async () => {
    const bytes = randomBytes(300_000);
    const before = await withDataDirApp(data, async (ctx) => {
      const who = await owner(ctx);
      const created = await resumableApi(ctx).create(who.token, who.tenantId, bytes.length, pdf);
      const id = idOf(created.headers.location);
      // Every byte on disk, the process gone before the completion ran (as a crash right after the write).
      fs.writeFileSync(path.join(data.dataDir, 'resumable', id), bytes);
      return { ...who, id };
    });

    await withDataDirApp(data, async (ctx) => {
      const token = await tokenFor(ctx.app, before.email);
      const api = resumableApi(ctx);
      // Two HEADs at once (a client and its retry), then one more: each answers "complete", the file is kept once.
      const heads = await Promise.all([
        api.head(token, before.tenantId, before.id),
        api.head(token, before.tenantId, before.id),
      ]);
      heads.push(await api.head(token, before.tenantId, before.id));
      expect(heads.map((head) => [head.statusCode, head.headers['upload-offset']])).toEqual(
        Array(3).fill([200, String(bytes.length)]),
      );
      expect(await stored(ctx, token, before.tenantId, 'ledger.bin')).toEqual({
        names: ['ledger.bin'],
        sha256: sha256(bytes),
      });
      const events = await ctx.database.db
        .selectFrom('audit_events')
        .select(['action', 'result', 'target'])
        .where('tenant_id', '=', before.tenantId)
        .where('action', '=', 'FILE_UPLOAD')
        .execute();
      expect(events).toEqual([{ action: 'FILE_UPLOAD', result: 'OK', target: 'Bank Statements/ledger.bin' }]);
    });
  });
});
