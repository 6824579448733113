import fs from 'node:fs';
import path from 'node:path';
import { WINDOWS_FORBIDDEN_CHARACTERS } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { multipartForm, payrollInfo } from '../payroll/payroll.test-support.ts';
import { filesApi, tenantWithClients, useFilesTestApp } from './files.test-support.ts';

const ctx = useFilesTestApp();
const api = filesApi(ctx);

const call = (token: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });

/**
 * A file part whose name travels as RFC 5987 `filename*` (UTF-8, percent-encoded), so a `"` reaches the server as
 * the character itself rather than ending the header's quoted name.
 */
function uploadBody(fileName: string, content: string) {
  const boundary = `----lp${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(fileName)}\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const refusal = { code: 'NAME_REFUSED', details: [{ message: 'FORBIDDEN_CHARACTER' }] };

describe('names with a character Windows forbids (< > : " | ? *)', () => {
  it.each(WINDOWS_FORBIDDEN_CHARACTERS)('refuses %s in an upload: 400 NAME_REFUSED, nothing stored', async (char) => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const body = uploadBody(`Q1${char}report.pdf`, 'x');

    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenant.id}/uploads?type=BANK_STATEMENT`,
      headers: { ...bearer(ownerToken), ...body.headers },
      payload: body.payload,
    });

    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error).toMatchObject({
      ...refusal,
      details: [{ field: 'file', message: 'FORBIDDEN_CHARACTER' }],
    });
    const uploads = await ctx.database.db
      .selectFrom('uploads')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(uploads).toEqual([]);
    expect((await api.list(ownerToken, tenant.id)).json().entries).toEqual([]);
  });

  it('refuses a " sent the way a browser form sends it (%22), by the same rule', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const answer = await api.upload(ownerToken, tenant.id, 'say %22hi%22.pdf', 'x');
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error).toMatchObject(refusal);
  });

  it('stores a name with none of them as sent (the sender encoded it the same way)', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const body = uploadBody('Q1 report (final) & notes #2.pdf', 'x');
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenant.id}/uploads?type=BANK_STATEMENT`,
      headers: { ...bearer(ownerToken), ...body.headers },
      payload: body.payload,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().file_name).toBe('Q1 report (final) & notes #2.pdf');
  });

  it('refuses a payroll document named with one, storing neither the record nor the file', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const form = multipartForm([
      { field: 'payroll_info', value: JSON.stringify(payrollInfo()) },
      { field: 'file', fileName: 'march|payroll.pdf', content: 'x' },
    ]);

    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenant.id}/payroll`,
      headers: { ...bearer(ownerToken), ...form.headers },
      payload: form.payload,
    });

    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error).toMatchObject(refusal);
    const db = ctx.database.db;
    expect(
      await db.selectFrom('payroll_submissions').select('id').where('tenant_id', '=', tenant.id).execute(),
    ).toEqual([]);
    expect(await db.selectFrom('uploads').select('id').where('tenant_id', '=', tenant.id).execute()).toEqual([]);
  });

  it.each(WINDOWS_FORBIDDEN_CHARACTERS)(
    'refuses %s in a new folder, a rename and a move that renames, changing nothing',
    async (char) => {
      const { tenant, ownerToken } = await tenantWithClients(ctx);
      const file = (await api.upload(ownerToken, tenant.id, 'ok.pdf', 'x')).json();
      const name = `Q1${char}2026`;

      const folder = await call(ownerToken, 'POST', `/tenants/${tenant.id}/folders`, { parent: '', name });
      const rename = await call(ownerToken, 'PATCH', `/tenants/${tenant.id}/documents/${file.document_id}`, {
        name,
        revision: 1,
      });
      const moveAs = await call(ownerToken, 'PATCH', `/tenants/${tenant.id}/documents/${file.document_id}`, {
        folder: '',
        name,
        revision: 1,
      });

      for (const answer of [folder, rename, moveAs]) {
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json().error).toMatchObject({
          ...refusal,
          details: [{ field: 'name', message: 'FORBIDDEN_CHARACTER' }],
        });
      }
      const root = (await api.list(ownerToken, tenant.id)).json().entries.map((e: { path: string }) => e.path);
      expect(root).toEqual(['Bank Statements']);
      const inFolder = await api.listAll(ownerToken, tenant.id, { path: 'Bank Statements' });
      expect(inFolder.map((e) => e.file)).toEqual(['ok.pdf']);
    },
  );

  it('still lists, downloads, renames away and moves a file stored under such a name before the rule', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const uploaded = (await api.upload(ownerToken, tenant.id, 'legacy.pdf', 'older bytes')).json();
    // What an earlier version stored: the same name on disk and in the catalog.
    const legacy = 'Q1: "final" <v2> | ok? *.pdf';
    const db = ctx.database.db;
    const row = await db
      .selectFrom('documents')
      .select('storage_path')
      .where('id', '=', uploaded.document_id)
      .executeTakeFirstOrThrow();
    const legacyStoragePath = row.storage_path.replace(/legacy\.pdf$/, legacy);
    const root = path.join(ctx.storageRoot, tenant.root_directory);
    fs.renameSync(path.join(root, row.storage_path), path.join(root, legacyStoragePath));
    await db
      .updateTable('documents')
      .set({ name: legacy, storage_path: legacyStoragePath })
      .where('id', '=', uploaded.document_id)
      .execute();
    await db
      .updateTable('document_versions')
      .set({ storage_path: legacyStoragePath })
      .where('document_id', '=', uploaded.document_id)
      .execute();

    const listed = await api.listAll(ownerToken, tenant.id, { path: 'Bank Statements' });
    expect(listed.map((e) => e.file)).toEqual([legacy]);
    const link = await api.link(ownerToken, tenant.id, { path: `Bank Statements/${legacy}` });
    expect(link.statusCode, link.body).toBe(200);
    const download = await api.fetchLink(link.json());
    expect([download.statusCode, download.body]).toEqual([200, 'older bytes']);

    const folder = await call(ownerToken, 'POST', `/tenants/${tenant.id}/folders`, { parent: '', name: 'Archive' });
    const moved = await call(ownerToken, 'PATCH', `/tenants/${tenant.id}/documents/${uploaded.document_id}`, {
      folder: folder.json().path,
      revision: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const renamed = await call(ownerToken, 'PATCH', `/tenants/${tenant.id}/documents/${uploaded.document_id}`, {
      name: 'Q1 final v2.pdf',
      revision: moved.json().revision,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await api.listAll(ownerToken, tenant.id, { path: 'Archive' })).map((e) => e.file)).toEqual([
      'Q1 final v2.pdf',
    ]);
  });
});
