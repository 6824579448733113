import { randomUUID } from 'node:crypto';
import type { TestContext } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';

/** A multipart body with text fields first, then each file as a part named `file` (as the web sends it). */
export function messageForm(fields: Record<string, string>, files: { name: string; content: string }[] = []) {
  const boundary = `----lp${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: application/pdf\r\n\r\n${file.content}\r\n`,
      ),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Company A with two users, company B with one, an Admin, a Processor (no 'remove messages'). */
export async function messagesWorld(ctx: TestContext) {
  const db = ctx.database.db;
  const tenant = await createTenant(db, { name: `Alpha Books ${randomUUID().slice(0, 6)}` });
  const other = await createTenant(db, { name: `Beta Goods ${randomUUID().slice(0, 6)}` });
  const client = await createUser(db, { name: 'Carla Client', tenantRoles: { [tenant.id]: 'TenantManager' } });
  const partner = await createUser(db, { name: 'Pavel Partner', tenantRoles: { [tenant.id]: 'TenantOwner' } });
  const outsider = await createUser(db, { name: 'Otto Outsider', tenantRoles: { [other.id]: 'TenantOwner' } });
  const admin = await createUser(db, { name: 'Ada Admin', staffRoles: ['Admin'] });
  const processor = await createUser(db, { name: 'Pia Processor', staffRoles: ['Processor'] });
  const request = await db
    .insertInto('document_requests')
    .values({ tenant_id: tenant.id, title: 'March bank statement', kind: 'OTHERS', due_on: '2099-01-01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const otherRequest = await db
    .insertInto('document_requests')
    .values({ tenant_id: other.id, title: 'Beta request', kind: 'OTHERS', due_on: '2099-01-01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tokens = {
    client: await tokenFor(ctx.app, client.email),
    partner: await tokenFor(ctx.app, partner.email),
    outsider: await tokenFor(ctx.app, outsider.email),
    admin: await tokenFor(ctx.app, admin.email),
    processor: await tokenFor(ctx.app, processor.email),
  };
  const call = async (
    who: keyof typeof tokens,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const isForm = payload && typeof payload === 'object' && 'headers' in payload && 'payload' in payload;
    const form = payload as { payload: Buffer; headers: Record<string, string> } | undefined;
    return ctx.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...bearer(tokens[who]), ...(isForm ? form!.headers : {}) },
      ...(payload === undefined ? {} : { payload: isForm ? form!.payload : (payload as object) }),
    });
  };
  return { db, tenant, other, client, partner, outsider, admin, processor, request, otherRequest, tokens, call };
}
