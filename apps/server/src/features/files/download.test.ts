import { describe, expect, it } from 'vitest';
import { createFileLinkTokens } from './file-link-token.ts';
import { auditOf, filesApi, staffToken, tenantWithClients, useFilesTestApp } from './files.test-support.ts';

const ctx = useFilesTestApp();
const api = filesApi(ctx);
const TEST_JWT_SECRET = 'x'.repeat(48); // what useTestApp gives the app

/** A tenant whose owner uploaded `name` with `bytes`, and a link to it. */
async function uploaded(name: string, bytes: Buffer, disposition: 'inline' | 'attachment' = 'attachment') {
  const people = await tenantWithClients(ctx);
  const upload = await api.upload(people.ownerToken, people.tenant.id, name, bytes, 'OTHERS');
  expect(upload.statusCode).toBe(201);
  const path = upload.json().path as string;
  const link = await api.link(people.ownerToken, people.tenant.id, { path, disposition });
  expect(link.statusCode).toBe(200);
  return { ...people, path, link: link.json() };
}

const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

describe('file links and downloads', () => {
  it('downloads a byte-identical copy through a plain link, with safe headers', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 256));
    const { link, tenant, path } = await uploaded('Überweisung März.pdf', bytes);

    const response = await api.fetchLink(link);

    expect(link).toMatchObject({ preview: 'none', content_type: 'application/octet-stream' });
    expect(link.url).toMatch(/^\/api\/v1\/files\/download\?token=/);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="Uberweisung Marz.pdf"; filename*=UTF-8''%C3%9Cberweisung%20M%C3%A4rz.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'accept-ranges': 'bytes',
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const events = (await auditOf(ctx, tenant.id)).filter((e) => e.action === 'FILE_DOWNLOAD');
    expect(events).toEqual([expect.objectContaining({ result: 'OK', target: path })]);
  });

  it('serves a single byte range as 206 with exactly those bytes, and 416 outside the file', async () => {
    const { link } = await uploaded('notes.txt', Buffer.from('0123456789'));

    const partial = await api.fetchLink(link, { range: 'bytes=2-5' });
    const suffix = await api.fetchLink(link, { range: 'bytes=-3' });
    const outside = await api.fetchLink(link, { range: 'bytes=10-20' });

    expect(partial.statusCode).toBe(206);
    expect(partial.body).toBe('2345');
    expect(partial.headers).toMatchObject({ 'content-range': 'bytes 2-5/10', 'content-length': '4' });
    expect(suffix.body).toBe('789');
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */10');
  });

  it('previews a PDF inline with its real type and a text file as text', async () => {
    const pdf = await uploaded('report.pdf', Buffer.from('%PDF-1.4\n'), 'inline');
    const text = await uploaded('data.csv', Buffer.from('a,b\n1,2\n'), 'inline');

    const pdfResponse = await api.fetchLink(pdf.link);
    const textResponse = await api.fetchLink(text.link);

    expect(pdf.link).toMatchObject({ preview: 'pdf', content_type: 'application/pdf' });
    expect(pdfResponse.headers['content-type']).toBe('application/pdf');
    expect(pdfResponse.headers['content-disposition']).toMatch(/^inline; filename="report.pdf"/);
    // The same sandboxing policy as every other file (the PDF viewer still renders under it, see the policy).
    expect(pdfResponse.headers['content-security-policy']).toContain('sandbox');
    expect(text.link.preview).toBe('text');
    expect(textResponse.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(textResponse.body).toBe('a,b\n1,2\n');
    const [event] = (await auditOf(ctx, pdf.tenant.id)).filter((e) => e.action === 'FILE_PREVIEW');
    expect(event).toMatchObject({ result: 'OK', target: 'Others/report.pdf' });
  });

  it.each(['drawing.svg', 'page.html', 'tool.exe'])(
    'never serves %s inline: it comes back as an attachment',
    async (name) => {
      const { link } = await uploaded(
        name,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'inline',
      );

      const response = await api.fetchLink(link);

      expect(link).toMatchObject({ preview: 'none', content_type: 'application/octet-stream' });
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.headers['content-disposition']).toMatch(/^attachment;/);
      expect(response.headers['content-security-policy']).toContain('sandbox');
    },
  );

  it('refuses a tampered token and an expired one with 403 LINK_INVALID', async () => {
    const { link, owner, tenant, path } = await uploaded('a.txt', Buffer.from('secret'));
    const token = tokenOf(link.url);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherPath = Buffer.from(JSON.stringify({ ...claims, path: 'Others/b.txt' })).toString('base64url');
    const expired = await createFileLinkTokens(TEST_JWT_SECRET).sign(
      { userId: owner.id, tenantId: tenant.id, path, shown: path, disposition: 'attachment' },
      new Date(Date.now() - 1000),
    );

    for (const bad of [`${header}.${otherPath}.${signature}`, `${token.slice(0, -2)}xx`, expired, 'garbage']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/files/download?token=${bad}` });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('LINK_INVALID');
    }
  });

  it("stops a user's link from working once that user is disabled, and records the attempt", async () => {
    const { link, owner, tenant } = await uploaded('a.txt', Buffer.from('secret'));
    expect((await api.fetchLink(link)).statusCode).toBe(200);

    await ctx.database.db.updateTable('users').set({ status: 'DISABLED' }).where('id', '=', owner.id).execute();
    const response = await api.fetchLink(link);

    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('LINK_INVALID');
    const denied = (await auditOf(ctx, tenant.id)).filter((e) => e.result === 'DENIED');
    expect(denied).toEqual([expect.objectContaining({ actor_user_id: owner.id, detail: 'LINK_INVALID' })]);
  });

  it('stops a link once its user has left the tenant', async () => {
    const { link, owner, tenant } = await uploaded('a.txt', Buffer.from('secret'));

    await ctx.database.db
      .deleteFrom('tenant_memberships')
      .where('tenant_id', '=', tenant.id)
      .where('user_id', '=', owner.id)
      .execute();

    expect((await api.fetchLink(link)).statusCode).toBe(403);
  });

  it('lets staff fetch a client file', async () => {
    const { tenant, path } = await uploaded('a.txt', Buffer.from('for the adviser'));
    const token = await staffToken(ctx);

    const link = (await api.link(token, tenant.id, { path, disposition: 'inline' })).json();
    const response = await api.fetchLink(link);

    expect(response.body).toBe('for the adviser');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});
