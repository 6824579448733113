import type { TCreateUploadLinkRequest } from '@ledgerport/contract';
import type { TestContext } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';

let nextAddress = 1;
/** A fresh client address per caller: the public routes count per IP, and tests must not share a budget. */
export const freshIp = () => `198.51.100.${(nextAddress++ % 250) + 1}`;

/** A company with a Processor (staff holding 'manage files'), its owner, and another company's owner. */
export async function linkWorld(ctx: TestContext) {
  const db = ctx.database.db;
  const n = nextAddress++;
  const tenant = await createTenant(db, { name: `Harbour Books ${n} LLC` });
  const other = await createTenant(db, { name: `Other Company ${n} Inc` });
  const staff = await createUser(db, { name: 'Sam Staff', staffRoles: ['Processor'] });
  const owner = await createUser(db, { name: 'Olga Owner', tenantRoles: { [tenant.id]: 'TenantOwner' } });
  const outsider = await createUser(db, { tenantRoles: { [other.id]: 'TenantOwner' } });
  return {
    tenant,
    other,
    staff,
    staffToken: await tokenFor(ctx.app, staff.email),
    ownerToken: await tokenFor(ctx.app, owner.email),
    outsiderToken: await tokenFor(ctx.app, outsider.email),
  };
}

export function linksApi(ctx: TestContext) {
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
  return {
    tokenOf,
    create: (token: string, tenantId: string, body: TCreateUploadLinkRequest = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/tenants/${tenantId}/upload-links`,
        headers: bearer(token),
        payload: body,
      }),
    /** A link made by `token`'s staff member: its id and the token from its address. */
    async make(token: string, tenantId: string, body: TCreateUploadLinkRequest = {}) {
      const response = await this.create(token, tenantId, body);
      if (response.statusCode !== 201) throw new Error(`link not made: ${response.statusCode} ${response.body}`);
      const made = response.json() as { uuid: string; url: string };
      return { id: made.uuid, token: tokenOf(made.url), url: made.url };
    },
    list: (token: string, tenantId: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/tenants/${tenantId}/upload-links`, headers: bearer(token) }),
    revoke: (token: string, tenantId: string, linkId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/tenants/${tenantId}/upload-links/${linkId}/revoke`,
        headers: bearer(token),
      }),
    page: (linkToken: string, ip = freshIp()) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/upload-link/${linkToken}`, remoteAddress: ip }),
    askCode: (linkToken: string, email: string, ip = freshIp()) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/upload-link/${linkToken}/code`,
        payload: { email, locale: 'en' },
        remoteAddress: ip,
      }),
    verify: (linkToken: string, email: string, code: string, ip = freshIp()) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/upload-link/${linkToken}/verify`,
        payload: { email, code },
        remoteAddress: ip,
      }),
    send: (linkToken: string, fileName: string, content: Buffer | string, grant?: string, ip = freshIp()) => {
      const body = multipartBody(fileName, content);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/upload-link/${linkToken}/files`,
        headers: { ...body.headers, ...(grant ? { 'x-upload-grant': grant } : {}) },
        payload: body.payload,
        remoteAddress: ip,
      });
    },
    /** The newest code e-mailed to `to` (from the outbox). */
    async codeFor(to: string): Promise<string> {
      const message = await ctx.database.db
        .selectFrom('outbox_messages')
        .select(['text_body'])
        .where('to_address', '=', to)
        .where('template', '=', 'upload-link-code')
        .orderBy('seq', 'desc')
        .executeTakeFirstOrThrow();
      return /\b(\d{6})\b/.exec(message.text_body)![1]!;
    },
  };
}
