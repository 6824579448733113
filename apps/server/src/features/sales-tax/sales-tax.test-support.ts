import type { TestContext } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';

/** A tenant with a signed-in TenantOwner, and a signed-in TenantOwner of ANOTHER tenant. */
export async function tenantWithOwner(ctx: TestContext, spec: { tenantName?: string; ownerLocale?: string } = {}) {
  const db = ctx.database.db;
  const tenant = await createTenant(db, { name: spec.tenantName });
  const otherTenant = await createTenant(db);
  const owner = await createUser(db, {
    name: 'Olga Owner',
    locale: spec.ownerLocale,
    tenantRoles: { [tenant.id]: 'TenantOwner' },
  });
  const outsider = await createUser(db, { tenantRoles: { [otherTenant.id]: 'TenantOwner' } });
  return {
    tenant,
    otherTenant,
    owner,
    ownerToken: await tokenFor(ctx.app, owner.email),
    outsiderToken: await tokenFor(ctx.app, outsider.email),
  };
}

/** A signed-in firm staff member. */
export async function staffMember(ctx: TestContext, role = 'Processor', spec: { locale?: string; name?: string } = {}) {
  const user = await createUser(ctx.database.db, { staffRoles: [role], name: spec.name ?? `Staff ${role}`, ...spec });
  return { user, token: await tokenFor(ctx.app, user.email) };
}

export const submission = (overrides: Record<string, unknown> = {}) => ({
  sale_amount: '1234.50',
  collected_tax_amount: '98.76',
  sale_month_date: '2026-03-01',
  submitted_date: '2026-04-02',
  ...overrides,
});

export const salesTaxApi = (ctx: TestContext) => ({
  submit: (token: string, tenantId: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/tenants/${tenantId}/sales-tax`, headers: bearer(token), payload }),
  listTenant: (token: string, tenantId: string, query: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/tenants/${tenantId}/sales-tax`, query, headers: bearer(token) }),
  listAll: (token: string, query: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/sales-tax', query, headers: bearer(token) }),
  update: (token: string, id: string, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/v1/sales-tax/${id}`, headers: bearer(token), payload }),
});

/** The e-mails queued to `email` by one template, oldest first. */
export const mailsTo = (ctx: TestContext, email: string, template: string) =>
  ctx.database.db
    .selectFrom('outbox_messages')
    .select(['to_address', 'locale', 'subject', 'text_body', 'html_body', 'idempotency_key'])
    .where('to_address', '=', email)
    .where('template', '=', template)
    .orderBy('seq')
    .execute();

/** A user's in-app notifications, oldest first. */
export const notificationsOf = (ctx: TestContext, userId: string) =>
  ctx.database.db
    .selectFrom('notifications')
    .select(['id', 'kind', 'tenant_id', 'subject_id', 'params', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('seq')
    .execute();
