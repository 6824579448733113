import type { TOrganizerDefinition } from '@ledgerport/contract';
import type { TestContext } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';

/** Two companies with a user each (two in the first), an Admin who manages requests, and an outsider. */
export async function organizersWorld(ctx: TestContext) {
  const db = ctx.database.db;
  const tenant = await createTenant(db);
  const second = await createTenant(db);
  const otherTenant = await createTenant(db);
  const client = await createUser(db, { name: 'Carla Client', tenantRoles: { [tenant.id]: 'TenantManager' } });
  const partner = await createUser(db, { name: 'Pavel Partner', tenantRoles: { [tenant.id]: 'TenantOwner' } });
  const admin = await createUser(db, { name: 'Ada Admin', staffRoles: ['Admin'] });
  const outsider = await createUser(db, { tenantRoles: { [otherTenant.id]: 'TenantOwner' } });
  await createUser(db, { tenantRoles: { [second.id]: 'TenantOwner' } });
  return {
    tenant,
    second,
    otherTenant,
    client,
    partner,
    admin,
    clientToken: await tokenFor(ctx.app, client.email),
    partnerToken: await tokenFor(ctx.app, partner.email),
    adminToken: await tokenFor(ctx.app, admin.email),
    outsiderToken: await tokenFor(ctx.app, outsider.email),
  };
}

/** A definition with every kind, a condition across sections, and a group. */
export const SECTIONS: TOrganizerDefinition = [
  {
    key: 'family',
    title: 'Family',
    help: '',
    questions: [
      { key: 'full_name', kind: 'short_text', label: 'Full name', help: '', required: true },
      { key: 'married', kind: 'yes_no', label: 'Married?', help: '', required: true },
      {
        key: 'spouse',
        kind: 'short_text',
        label: 'Spouse',
        help: '',
        required: true,
        show_if: { question: 'married', any_of: [true] },
      },
      {
        key: 'dependents',
        kind: 'group',
        label: 'Dependents',
        help: '',
        required: false,
        columns: [
          { key: 'name', kind: 'short_text', label: 'Name', required: true },
          { key: 'born', kind: 'date', label: 'Born', required: false },
          { key: 'relation', kind: 'choice', label: 'Relation', required: false, options: ['Child', 'Parent'] },
        ],
      },
    ],
  },
  {
    key: 'income',
    title: 'Income',
    help: '',
    questions: [
      { key: 'children', kind: 'number', label: 'Children', help: '', required: false, min: 0, max: 20 },
      { key: 'wages', kind: 'money', label: 'Wages', help: '', required: false, min: 0 },
      { key: 'moved_on', kind: 'date', label: 'Moved on', help: '', required: false },
      { key: 'state', kind: 'choice', label: 'State', help: '', required: false, options: ['NY', 'NJ'] },
      { key: 'kinds', kind: 'choices', label: 'Income kinds', help: '', required: false, options: ['W-2', '1099'] },
      { key: 'notes', kind: 'long_text', label: 'Notes', help: '', required: false },
      {
        key: 'spouse_w2',
        kind: 'file',
        label: "Spouse's W-2",
        help: '',
        required: false,
        show_if: { question: 'married', any_of: [true] },
      },
    ],
  },
];

export async function createTemplate(ctx: TestContext, token: string, name = `Organizer ${Math.random()}`) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/organizer-templates',
    headers: bearer(token),
    payload: { name, sections: SECTIONS },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as { uuid: string; revision: number; version: number };
}

export async function sendTemplate(
  ctx: TestContext,
  token: string,
  templateId: string,
  tenantIds: string[],
  taxYear = 2026,
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/organizer-templates/${templateId}/send`,
    headers: bearer(token),
    payload: { tenant_uuids: tenantIds, title: `Tax organizer ${taxYear}`, tax_year: taxYear, due_on: '2099-04-15' },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json() as {
    sent: { tenant_uuid: string; organizer_uuid: string; rolled_forward: boolean }[];
    skipped: { tenant_uuid: string; reason: string }[];
  };
}

export const answer = (ctx: TestContext, token: string, tenantId: string, id: string, key: string, body: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/tenants/${tenantId}/organizers/${id}/answers/${key}`,
    headers: bearer(token),
    payload: body,
  });
