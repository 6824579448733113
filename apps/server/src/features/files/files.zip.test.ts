import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { bearer, createRole } from '../../../test/factories.ts';
import { auditOf, filesApi, staffToken, tenantWithClients, useFilesTestApp } from './files.test-support.ts';

const ctx = useFilesTestApp();
const api = filesApi(ctx);

/** Every file of a zip as name → sha256, read with an independent zip reader. */
function unzip(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          const hash = createHash('sha256');
          stream.on('data', (chunk: Buffer) => hash.update(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, hash.digest('hex'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const sha = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');
const zipLink = (token: string, tenantId: string, paths: string[]) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tenants/${tenantId}/files/zip-link`,
    headers: bearer(token),
    payload: { paths },
  });

describe('downloading folders as a zip', () => {
  it('streams every file below the chosen folders, byte-identical, with its exact size announced', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    const big = Buffer.alloc(3 * 1024 * 1024, 42);
    for (const [name, content, type] of [
      ['march.pdf', 'March statement', 'BANK_STATEMENT'],
      ['big scan.pdf', big, 'BANK_STATEMENT'],
      ['w2.pdf', 'W-2 form', 'PAYROLL_DOCUMENT'],
    ] as const) {
      expect((await api.upload(ownerToken, tenant.id, name, content, type)).statusCode).toBe(201);
    }

    const link = await zipLink(ownerToken, tenant.id, ['']);
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({ files: 3, bytes: big.length + 'March statement'.length + 'W-2 form'.length });
    expect(link.json().file_name).toBe(`${tenant.name}.zip`);

    const zip = await ctx.app.inject({ method: 'GET', url: link.json().url });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(Number(zip.headers['content-length'])).toBe(zip.rawPayload.length);
    const listing = await api.list(ownerToken, tenant.id);
    const folders = listing.json().entries.map((e: { file: string }) => e.file);
    const contents = await unzip(zip.rawPayload);
    expect([...contents.keys()].sort()).toEqual(
      [`${folders[0]}/big scan.pdf`, `${folders[0]}/march.pdf`, `${folders[1]}/w2.pdf`].sort(),
    );
    expect(contents.get(`${folders[0]}/big scan.pdf`)).toBe(sha(big));

    // One folder alone keeps its name at the top of the zip; the trail has the download.
    const one = await zipLink(ownerToken, tenant.id, [folders[1]]);
    const oneZip = await unzip((await ctx.app.inject({ method: 'GET', url: one.json().url })).rawPayload);
    expect([...oneZip.entries()]).toEqual([[`${folders[1]}/w2.pdf`, sha('W-2 form')]]);
    expect((await auditOf(ctx, tenant.id)).filter((e) => e.action === 'FILE_ZIP_DOWNLOAD')).toHaveLength(2);
  });

  it('announces the exact size of a zip whose list of files passes 64 KiB (hundreds of files)', async () => {
    const { tenant, ownerToken } = await tenantWithClients(ctx);
    // Long names (the upload keeps 200 characters): about 255 bytes each in the zip's central directory.
    const names = Array.from({ length: 300 }, (_, i) => `${String(i).padStart(3, '0')}-${'statement-'.repeat(23)}.pdf`);
    for (const name of names) {
      expect((await api.upload(ownerToken, tenant.id, name, `content of ${name}`, 'OTHERS')).statusCode).toBe(201);
    }

    const zip = await ctx.app.inject({ method: 'GET', url: (await zipLink(ownerToken, tenant.id, [''])).json().url });
    expect(zip.statusCode).toBe(200);
    expect(Number(zip.headers['content-length'])).toBe(zip.rawPayload.length);
    const contents = await unzip(zip.rawPayload);
    expect(contents.size).toBe(names.length);
    expect([...contents.values()]).toContain(sha(`content of ${names[7]}`));
  });

  it('refuses another company, a staff role without files, a forged link and a missing folder', async () => {
    const { tenant, ownerToken, outsiderToken } = await tenantWithClients(ctx);
    await api.upload(ownerToken, tenant.id, 'secret.pdf', 'secret');

    expect((await zipLink(outsiderToken, tenant.id, [''])).statusCode).toBe(404);
    const empty = await createRole(ctx.database.db, { scope: 'firm', permissions: [] });
    const roleless = await staffToken(ctx, empty.name);
    expect((await zipLink(roleless, tenant.id, [''])).statusCode).toBe(404);
    expect((await zipLink(ownerToken, tenant.id, ['No Such Folder'])).statusCode).toBe(404);
    expect((await zipLink(ownerToken, tenant.id, ['../other'])).statusCode).toBe(400);

    const link = (await zipLink(ownerToken, tenant.id, [''])).json().url as string;
    const forged = link.replace(/token=([^.]+)\.([^.]+)\./, (_, head, body) => `token=${head}.${body}x.`);
    expect((await ctx.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });
});
