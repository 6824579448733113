import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, filesApi, tenantWithClients, useFilesTestApp } from './files.test-support.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { sweepResumableUploads } from './resumable-sweep.ts';
import { idOf, resumableApi, runToEnd, tusUpload } from './resumable-uploads.test-support.ts';

const LIMIT = 30 * 1024 * 1024;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-resumable-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const ctx = useFilesTestApp({ UPLOAD_MAX_BYTES: String(LIMIT), DATA_DIR: dataDir });
const api = filesApi(ctx);
const tusApi = resumableApi(ctx);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pdf = { filename: 'march.pdf', type: 'BANK_STATEMENT' };
let origin: string;

beforeAll(async () => {
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('resumable uploads (tus)', () => {
  it('resumes a 20 MB upload cut off mid-way, to a byte-identical file listed in its folder and audited once', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const bytes = randomBytes(20 * 1024 * 1024);
    // The first attempt, in PATCHes of 4 MB: cut off (the request in flight aborted) once 6 MB are sent.
    let aborted = false;
    const cut = await new Promise<string>((resolve, reject) => {
      const first = tusUpload(origin, ownerToken, tenant.id, bytes, {
        metadata: { filename: 'year-end.bin', type: 'BANK_STATEMENT' },
        chunkSize: 4 * 1024 * 1024,
        onProgress: (sent) => {
          if (sent > 6 * 1024 * 1024 && !aborted) {
            aborted = true;
            void first.abort().then(() => resolve(first.url!));
          }
        },
        onError: reject,
        onSuccess: () => reject(new Error('the upload was not cut off')),
      });
      first.start();
    });
    // The server kept what arrived: somewhere between nothing and everything.
    let offset = 0;
    await expect
      .poll(async () => {
        const head = await tusApi.head(ownerToken, tenant.id, idOf(cut));
        offset = Number(head.headers['upload-offset']);
        return head.statusCode === 200 && offset > 0;
      })
      .toBe(true);
    expect(offset).toBeLessThan(bytes.length);

    let resumedFrom = -1;
    await runToEnd((handlers) =>
      tusUpload(origin, ownerToken, tenant.id, bytes, {
        ...handlers,
        uploadUrl: cut,
        onProgress: (sent) => {
          if (resumedFrom < 0) resumedFrom = sent;
        },
      }),
    );
    // Resumed where the server stopped, not sent again from the start.
    expect(resumedFrom).toBeGreaterThanOrEqual(offset);

    const folder = (await api.list(ownerToken, tenant.id, { path: 'Bank Statements' })).json();
    expect(folder.entries).toEqual([expect.objectContaining({ file: 'year-end.bin', size: bytes.length })]);
    const link = (await api.link(ownerToken, tenant.id, { path: 'Bank Statements/year-end.bin' })).json();
    const download = await api.fetchLink(link);
    expect(sha256(download.rawPayload)).toBe(sha256(bytes));
    const events = (await auditOf(ctx, tenant.id)).filter((e) => e.action === 'FILE_UPLOAD');
    expect(events.map((e) => [e.result, e.target])).toEqual([['OK', 'Bank Statements/year-end.bin']]);
    // The staged bytes are gone; a HEAD still answers the whole length (the client's "done").
    expect(fs.existsSync(path.join(dataDir, 'resumable', idOf(cut)))).toBe(false);
    const head = await tusApi.head(ownerToken, tenant.id, idOf(cut));
    expect(head.headers['upload-offset']).toBe(String(bytes.length));
  });

  it('keeps a finished upload as a new version of a same-named file, or beside it with existing=keep_both', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    for (const existing of ['version', 'version', 'keep_both']) {
      const bytes = Buffer.from(`statement ${existing}`);
      const created = await tusApi.create(ownerToken, tenant.id, bytes.length, { ...pdf, existing });
      expect(created.statusCode, created.body).toBe(201);
      const patched = await tusApi.patch(ownerToken, tenant.id, idOf(created.headers.location), 0, bytes);
      expect(patched.statusCode, patched.body).toBe(204);
    }
    const folder = (await api.list(ownerToken, tenant.id, { path: 'Bank Statements' })).json();
    expect(folder.entries.map((e: { file: string }) => e.file).sort()).toEqual(['march (1).pdf', 'march.pdf']);
  });

  it('names the document the file became on the last answer and on a HEAD after it, a new version naming the same', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const sent: string[] = [];
    for (const text of ['first', 'second']) {
      const created = await tusApi.create(ownerToken, tenant.id, text.length, { ...pdf, filename: 'receipt.pdf' });
      const id = idOf(created.headers.location);
      expect((await tusApi.head(ownerToken, tenant.id, id)).headers['upload-document-id']).toBeUndefined();
      const patched = await tusApi.patch(ownerToken, tenant.id, id, 0, Buffer.from(text));
      expect(patched.statusCode, patched.body).toBe(204);
      sent.push(String(patched.headers['upload-document-id']));
      // A client resuming after the last byte (its answer lost) learns it from the HEAD.
      const head = await tusApi.head(ownerToken, tenant.id, id);
      expect([head.headers['upload-offset'], head.headers['upload-document-id']]).toEqual([
        String(text.length),
        sent.at(-1),
      ]);
    }
    const folder = (await api.list(ownerToken, tenant.id, { path: 'Bank Statements' })).json();
    const listed = folder.entries.find((e: { file: string }) => e.file === 'receipt.pdf');
    expect(sent).toEqual([listed.id, listed.id]);
  });

  it("answers 404 to another company's user on HEAD, PATCH and DELETE, and the upload goes on", async () => {
    const { tenant, ownerToken, outsiderToken, otherTenant } = await tenantWithClients(ctx);
    const created = await tusApi.create(ownerToken, tenant.id, 10, pdf);
    const id = idOf(created.headers.location);
    for (const tenantId of [tenant.id, otherTenant.id]) {
      expect((await tusApi.head(outsiderToken, tenantId, id)).statusCode).toBe(404);
      expect((await tusApi.patch(outsiderToken, tenantId, id, 0, Buffer.from('intruder'))).statusCode).toBe(404);
      expect((await tusApi.terminate(outsiderToken, tenantId, id)).statusCode).toBe(404);
    }
    // Someone else of the same company does not see it either: an upload is its sender's own.
    const colleague = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const colleagueToken = await tokenFor(ctx.app, colleague.email);
    expect((await tusApi.head(colleagueToken, tenant.id, id)).statusCode).toBe(404);
    expect((await tusApi.patch(colleagueToken, tenant.id, id, 0, Buffer.from('intruder'))).statusCode).toBe(404);
    const head = await tusApi.head(ownerToken, tenant.id, id);
    expect([head.statusCode, head.headers['upload-offset']]).toEqual([200, '0']);
  });

  it('refuses a PATCH at the wrong Upload-Offset with 409, keeping the bytes already there', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const id = idOf((await tusApi.create(ownerToken, tenant.id, 10, pdf)).headers.location);
    expect((await tusApi.patch(ownerToken, tenant.id, id, 0, Buffer.from('12345'))).statusCode).toBe(204);
    const wrong = await tusApi.patch(ownerToken, tenant.id, id, 3, Buffer.from('45678'));
    expect(wrong.statusCode).toBe(409);
    // Same origin only: tus's default "Access-Control-Allow-Origin: *" is not sent.
    expect(wrong.headers['access-control-allow-origin']).toBeUndefined();
    expect((await tusApi.head(ownerToken, tenant.id, id)).headers['upload-offset']).toBe('5');
  });

  it('refuses at creation: over the size limit 413, a bad name 400 with its rule, no length or a bad type 400', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const tooLarge = await tusApi.create(ownerToken, tenant.id, LIMIT + 1, pdf);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: [{ field: 'max_bytes' }] });
    const badName = await tusApi.create(ownerToken, tenant.id, 10, { ...pdf, filename: 'a<b>.pdf' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error).toMatchObject({
      code: 'NAME_REFUSED',
      details: [{ field: 'file', message: 'FORBIDDEN_CHARACTER' }],
    });
    const crafted = await tusApi.create(ownerToken, tenant.id, 10, { ...pdf, filename: '../x.pdf' });
    expect(crafted.json().error.code).toBe('PATH_REFUSED');
    const noLength = await tusApi.create(ownerToken, tenant.id, undefined, pdf);
    expect([noLength.statusCode, noLength.json().error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const badType = await tusApi.create(ownerToken, tenant.id, 10, { ...pdf, type: 'SECRETS' });
    expect(badType.json().error.details).toEqual([expect.objectContaining({ field: 'type' })]);
    const noName = await tusApi.create(ownerToken, tenant.id, 10, { type: 'BANK_STATEMENT' });
    expect(noName.json().error.details).toEqual([expect.objectContaining({ field: 'file' })]);
    const rows = await ctx.database.db
      .selectFrom('resumable_uploads')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses a client as the multipart upload does while the firm has client uploads switched off', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const id = idOf((await tusApi.create(ownerToken, tenant.id, 4, pdf)).headers.location);
    const switchTo = (status: 0 | 1) =>
      ctx.database.db.updateTable('feature_settings').set({ status }).where('key', '=', 'CLIENT_FILE_UPLOAD').execute();
    await switchTo(0);
    try {
      const multipart = await api.upload(ownerToken, tenant.id, 'march.pdf', Buffer.from('data'));
      const created = await tusApi.create(ownerToken, tenant.id, 4, pdf);
      const patched = await tusApi.patch(ownerToken, tenant.id, id, 0, Buffer.from('data'));
      expect(multipart.statusCode).toBe(403);
      for (const refused of [created, patched]) {
        expect([refused.statusCode, refused.json()]).toEqual([multipart.statusCode, multipart.json()]);
      }
    } finally {
      await switchTo(1);
    }
    // Both refused uploads are on the trail alike (the PATCH carries bytes of an upload already begun: not).
    const denied = (await auditOf(ctx, tenant.id)).filter((e) => e.action === 'FILE_UPLOAD' && e.result === 'DENIED');
    expect(denied.map((e) => [e.detail, e.target])).toEqual([
      ['FEATURE_DISABLED', 'Bank Statements'],
      ['FEATURE_DISABLED', 'Bank Statements/march.pdf'],
    ]);
    expect((await tusApi.patch(ownerToken, tenant.id, id, 0, Buffer.from('data'))).statusCode).toBe(204);
  });

  it('terminates an unfinished upload: its bytes and row are gone, a HEAD then 404', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const id = idOf((await tusApi.create(ownerToken, tenant.id, 10, pdf)).headers.location);
    await tusApi.patch(ownerToken, tenant.id, id, 0, Buffer.from('12345'));
    expect((await tusApi.terminate(ownerToken, tenant.id, id)).statusCode).toBe(204);
    expect((await tusApi.head(ownerToken, tenant.id, id)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(dataDir, 'resumable', id))).toBe(false);
  });

  it('sweeps uploads untouched past the expiry (bytes and row), leaving recent ones and nothing audited', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const id = idOf((await tusApi.create(ownerToken, tenant.id, 10, pdf)).headers.location);
    await tusApi.patch(ownerToken, tenant.id, id, 0, Buffer.from('12345'));
    const staged = path.join(dataDir, 'resumable', id);
    const deps = { db: ctx.database.db, directory: path.join(dataDir, 'resumable'), log: ctx.app.log };
    const auditedBefore = (await auditOf(ctx, tenant.id)).length;

    await sweepResumableUploads(deps, new Date(Date.now() - 3600_000));
    expect((await tusApi.head(ownerToken, tenant.id, id)).headers['upload-offset']).toBe('5');

    const report = await sweepResumableUploads(deps, new Date(Date.now() + 1000));
    expect(report.uploadsRemoved).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(staged)).toBe(false);
    expect((await tusApi.head(ownerToken, tenant.id, id)).statusCode).toBe(404);
    expect((await auditOf(ctx, tenant.id)).length).toBe(auditedBefore);
  });
});
