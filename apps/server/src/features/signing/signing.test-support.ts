import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { TestContext } from '../../../test/build-test-app.ts';
import { asCaller } from '../../../test/audit-trail.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';
import type { SigningPlatform } from './signing-pdf.port.ts';

/**
 * The tests' stand-in for the platform parts (platform/pdf inspectPdf, platform/evidence chainEvent) until they
 * are merged: the same answers for the cases these tests make (a PDF's pages, a file that is none).
 */
export const testSigningPlatform: SigningPlatform = {
  async inspect(bytes) {
    if (!Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-')) return { ok: false, code: 'NOT_A_PDF' };
    try {
      const doc = await PDFDocument.load(bytes, { ignoreEncryption: true });
      if (doc.isEncrypted) return { ok: false, code: 'PDF_ENCRYPTED' };
      return { ok: true, pages: doc.getPages().map((p) => p.getSize()) };
    } catch {
      return { ok: false, code: 'PDF_DAMAGED' };
    }
  },
  chainEvent(previousHash, event) {
    const hash = createHash('sha256')
      .update(JSON.stringify({ ...event, prev_hash: previousHash }))
      .digest('hex');
    return { ...event, prev_hash: previousHash, hash };
  },
};

export const withSigningPlatform = async () => ({ signingPlatform: testSigningPlatform });

/** A US-letter PDF of `pages` pages. */
export async function letterPdf(pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([612, 792]);
  return Buffer.from(await doc.save());
}

/** A company with a client (TenantOwner) and a second member, an Admin, a staff Processor and an outsider. */
export async function signingWorld(ctx: TestContext) {
  const db = ctx.database.db;
  const tenant = await createTenant(db);
  const otherTenant = await createTenant(db);
  const client = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
  const spouse = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantManager' } });
  const admin = await createUser(db, { staffRoles: ['Admin'] });
  const processor = await createUser(db, { staffRoles: ['Processor'] });
  const outsider = await createUser(db, { tenantRoles: { [otherTenant.id]: 'TenantOwner' } });
  return {
    tenant,
    otherTenant,
    client,
    spouse,
    outsider,
    clientToken: await tokenFor(ctx.app, client.email),
    spouseToken: await tokenFor(ctx.app, spouse.email),
    adminToken: await tokenFor(ctx.app, admin.email),
    processorToken: await tokenFor(ctx.app, processor.email),
    outsiderToken: await tokenFor(ctx.app, outsider.email),
  };
}

export const signingApi = (ctx: TestContext) => {
  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject(
      token === null
        ? { method, url: `/api/v1/${url}`, ...(payload ? { payload } : {}) }
        : asCaller(token, { method, url: `/api/v1/${url}`, ...(payload ? { payload } : {}) }),
    );
  const envelopeUrl = (tenantId: string, id: string) => `tenants/${tenantId}/signing/envelopes/${id}`;
  return {
    call,
    upload: (token: string, tenantId: string, content: Buffer, name = '8879.pdf') => {
      const body = multipartBody(name, content);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/tenants/${tenantId}/signing/envelopes`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    },
    list: (token: string, tenantId: string, query = '') =>
      call(token, 'GET', `tenants/${tenantId}/signing/envelopes${query}`),
    get: (token: string, tenantId: string, id: string) => call(token, 'GET', envelopeUrl(tenantId, id)),
    save: (token: string, tenantId: string, id: string, draft: object) =>
      call(token, 'PUT', envelopeUrl(tenantId, id), draft),
    act: (token: string, tenantId: string, id: string, action: string, payload: object = {}) =>
      call(token, 'POST', `${envelopeUrl(tenantId, id)}/${action}`, payload),
  };
};

/** A draft body: signers in order, one signature field each on page 1. */
export const draftOf = (signers: object[], overrides: Record<string, unknown> = {}) => ({
  title: 'Form 8879 — 2025',
  message: 'Please sign by Friday.',
  order: 'sequential',
  verification: 'signed_in',
  signers,
  fields: signers.map((_, i) => ({
    signer_position: i + 1,
    kind: 'signature',
    page: 1,
    x: 72,
    y: 600 + i * 60,
    width: 200,
    height: 40,
    required: true,
  })),
  ...overrides,
});
