import type { TestContext } from '../../../test/build-test-app.ts';
import { asCaller } from '../../../test/audit-trail.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { payrollMonthsSent } from '../payroll/payroll.service.ts';
import { salesTaxMonthsSent } from '../sales-tax/sales-tax.service.ts';
import type { SubmissionLookups } from './request-already-sent.ts';
import { addMonths } from './request-periods.ts';

/** What the app wires into the requests feature: the sales-tax and payroll services' answers. */
export const submissionLookups: SubmissionLookups = { SALES_TAX: salesTaxMonthsSent, PAYROLL: payrollMonthsSent };

/** The tests run with the default FIRM_TIME_ZONE (UTC): the firm's today is UTC's. */
export const today = () => new Date().toISOString().slice(0, 10);
export const thisMonth = () => `${today().slice(0, 7)}-01`;
export const monthsAgo = (n: number) => addMonths(thisMonth(), -n);

/** A tenant with a signed-in TenantManager, an Admin who manages requests, and a client of another tenant. */
export async function requestsWorld(ctx: TestContext) {
  const db = ctx.database.db;
  const tenant = await createTenant(db);
  const otherTenant = await createTenant(db);
  const client = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantManager' } });
  const admin = await createUser(db, { staffRoles: ['Admin'] });
  const outsider = await createUser(db, { tenantRoles: { [otherTenant.id]: 'TenantOwner' } });
  return {
    tenant,
    otherTenant,
    client,
    admin,
    clientToken: await tokenFor(ctx.app, client.email),
    adminToken: await tokenFor(ctx.app, admin.email),
    outsiderToken: await tokenFor(ctx.app, outsider.email),
  };
}

export const oneOff = (overrides: Record<string, unknown> = {}) => ({
  title: 'Bank statement for March',
  kind: 'BANK_STATEMENT',
  due_on: '2099-01-31',
  ...overrides,
});

export const requestsApi = (ctx: TestContext) => {
  const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject(asCaller(token, { method, url: `/api/v1/tenants/${url}`, ...(payload ? { payload } : {}) }));
  return {
    create: (token: string, tenantId: string, payload: object) => call(token, 'POST', `${tenantId}/requests`, payload),
    list: (token: string, tenantId: string, query = '') => call(token, 'GET', `${tenantId}/requests${query}`),
    get: (token: string, tenantId: string, id: string) => call(token, 'GET', `${tenantId}/requests/${id}`),
    summary: (token: string, tenantId: string) => call(token, 'GET', `${tenantId}/requests/summary`),
    edit: (token: string, tenantId: string, id: string, payload: object) =>
      call(token, 'PATCH', `${tenantId}/requests/${id}`, payload),
    act: (token: string, tenantId: string, id: string, action: string, payload?: object) =>
      call(token, 'POST', `${tenantId}/requests/${id}/${action}`, payload ?? (action === 'submit' ? {} : undefined)),
    cancelSeries: (token: string, tenantId: string, id: string) =>
      call(token, 'POST', `${tenantId}/request-series/${id}/cancel`),
  };
};

/** Uploads a file to the tenant as `token`; answers the catalog document's id. */
export async function uploadDocument(
  ctx: TestContext,
  token: string,
  tenantId: string,
  name = 'statement.pdf',
  type = 'BANK_STATEMENT',
) {
  const body = multipartBody(name, `contents of ${name}`);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tenants/${tenantId}/uploads?type=${type}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().document_id as string;
}
