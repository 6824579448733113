import { FEATURE_KEYS, VALIDATION_MESSAGES } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { isFeatureOn } from './feature-settings.service.ts';
import { featureAudit, featureSettingsApi, superAdmin } from './feature-settings.test-support.ts';

const ctx = useTestApp();
const api = featureSettingsApi(ctx);

const edit = (overrides: Record<string, unknown> = {}) => ({
  settings_name: 'Client uploads',
  priority: 15,
  remarks: 'Clients may upload documents',
  status: 1,
  ...overrides,
});

describe('feature settings', () => {
  it('lists the seven seeded switches by priority, all on and never changed', async () => {
    const { token } = await superAdmin(ctx);

    const response = await api.list(token);

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((s: { key: string }) => s.key)).toEqual([...FEATURE_KEYS]);
    expect(data.map((s: { priority: number }) => s.priority)).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(data[0]).toEqual({
      key: 'CLIENT_FILE_UPLOAD',
      settings_name: 'Client file upload',
      priority: 10,
      remarks: expect.stringMatching(/upload/i),
      status: 1,
      updated_at: expect.any(String),
      updated_by: null,
    });
    expect(data.every((s: { status: number }) => s.status === 1)).toBe(true);
  });

  it('edits every field, reorders the list, and audits what changed with the editor', async () => {
    const { user, token } = await superAdmin(ctx, 'Edna Editor');

    const response = await api.update(token, 'CLIENT_FILE_UPLOAD', edit({ priority: 75, status: 0 }));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      key: 'CLIENT_FILE_UPLOAD',
      settings_name: 'Client uploads',
      priority: 75,
      remarks: 'Clients may upload documents',
      status: 0,
      updated_by: { uuid: user.id, name: 'Edna Editor' },
    });
    const keys = (await api.list(token)).json().data.map((s: { key: string }) => s.key);
    expect(keys.at(-1)).toBe('CLIENT_FILE_UPLOAD');
    expect(await isFeatureOn(ctx.database.db, 'CLIENT_FILE_UPLOAD')).toBe(false);
    expect((await featureAudit(ctx)).at(-1)).toEqual({
      action: 'FEATURE_SETTING_CHANGE',
      result: 'OK',
      actor_user_id: user.id,
      tenant_id: null,
      target: 'feature:CLIENT_FILE_UPLOAD',
      detail: null,
      changes: {
        settings_name: { from: 'Client file upload', to: 'Client uploads' },
        priority: { from: 10, to: 75 },
        remarks: { from: expect.any(String), to: 'Clients may upload documents' },
        status: { from: 1, to: 0 },
      },
    });

    // The same values again: answered, but nothing changed, so nothing is audited.
    const before = (await featureAudit(ctx)).length;
    const again = await api.update(token, 'CLIENT_FILE_UPLOAD', edit({ priority: 75, status: 0 }));
    expect(again.statusCode).toBe(200);
    expect(await featureAudit(ctx)).toHaveLength(before);
    await api.update(token, 'CLIENT_FILE_UPLOAD', edit({ priority: 10, status: 1 }));
  });

  it('switches a feature off and on with the status switch, auditing each flip', async () => {
    const { user, token } = await superAdmin(ctx);

    const off = await api.setStatus(token, 'SMS_SENDING', { status: 0 });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ key: 'SMS_SENDING', status: 0, updated_by: { uuid: user.id } });
    expect(await isFeatureOn(ctx.database.db, 'SMS_SENDING')).toBe(false);
    const on = await api.setStatus(token, 'SMS_SENDING', { status: 1 });
    expect(on.json()).toMatchObject({ status: 1 });

    const trail = (await featureAudit(ctx)).filter((e) => e.target === 'feature:SMS_SENDING');
    expect(trail.map((e) => [e.actor_user_id, e.changes])).toEqual([
      [user.id, { status: { from: 1, to: 0 } }],
      [user.id, { status: { from: 0, to: 1 } }],
    ]);
  });

  it('tells any signed-in user, a client included, which features are on', async () => {
    const { token: adminToken } = await superAdmin(ctx);
    const tenant = await createTenant(ctx.database.db);
    const client = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: 'TenantManager' } });
    const clientToken = await tokenFor(ctx.app, client.email);
    await api.setStatus(adminToken, 'PAYROLL_SUBMISSION', { status: 0 });

    const response = await api.flags(clientToken);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      flags: {
        CLIENT_FILE_UPLOAD: true,
        SALES_TAX_SUBMISSION: true,
        PAYROLL_SUBMISSION: false,
        SMS_SENDING: true,
        FIRM_EMAIL_NOTIFICATIONS: true,
        BULK_NOTIFICATIONS: true,
        MESSAGES: true,
      },
    });
    await api.setStatus(adminToken, 'PAYROLL_SUBMISSION', { status: 1 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/features' })).statusCode).toBe(401);
  });

  it('refuses an Admin (no "manage feature settings") and a client with 403, changing nothing', async () => {
    const admin = await createUser(ctx.database.db, { staffRoles: ['Admin'] });
    const tenant = await createTenant(ctx.database.db);
    const owner = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const before = (await featureAudit(ctx)).length;

    for (const token of [await tokenFor(ctx.app, admin.email), await tokenFor(ctx.app, owner.email)]) {
      expect((await api.list(token)).statusCode).toBe(403);
      expect((await api.update(token, 'BULK_NOTIFICATIONS', edit({ status: 0 }))).json().error.code).toBe('FORBIDDEN');
      expect((await api.setStatus(token, 'BULK_NOTIFICATIONS', { status: 0 })).statusCode).toBe(403);
    }
    expect(await isFeatureOn(ctx.database.db, 'BULK_NOTIFICATIONS')).toBe(true);
    expect(await featureAudit(ctx)).toHaveLength(before);
    expect((await api.list('not-a-token')).statusCode).toBe(401);
  });

  it('answers 400 with the catalogue texts for a bad edit', async () => {
    const { token } = await superAdmin(ctx);

    const response = await api.update(token, 'SALES_TAX_SUBMISSION', {
      settings_name: '  ',
      priority: 1.5,
      remarks: '',
      status: 2,
    });

    expect(response.statusCode).toBe(400);
    const { code, details } = response.json().error;
    expect(code).toBe('VALIDATION_ERROR');
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'settings_name', message: VALIDATION_MESSAGES.settingsNameRequired },
        { field: 'priority', message: VALIDATION_MESSAGES.priorityRequired },
        { field: 'remarks', message: VALIDATION_MESSAGES.remarksRequired },
        { field: 'status', message: VALIDATION_MESSAGES.featureStatusChoice },
      ]),
    );
    const missing = await api.update(token, 'SALES_TAX_SUBMISSION', { settings_name: 'Sales tax' });
    expect(missing.json().error.details).toEqual(
      expect.arrayContaining([
        { field: 'priority', message: VALIDATION_MESSAGES.priorityRequired },
        { field: 'status', message: VALIDATION_MESSAGES.featureStatusChoice },
      ]),
    );
    const badSwitch = await api.setStatus(token, 'SALES_TAX_SUBMISSION', { status: '0' });
    expect(badSwitch.json().error.details).toEqual([
      { field: 'status', message: VALIDATION_MESSAGES.featureStatusChoice },
    ]);
    expect(await isFeatureOn(ctx.database.db, 'SALES_TAX_SUBMISSION')).toBe(true);
  });

  it('answers 404 for an unknown key', async () => {
    const { token } = await superAdmin(ctx);

    for (const response of [
      await api.update(token, 'TELEPORTATION', edit()),
      await api.setStatus(token, 'TELEPORTATION', { status: 0 }),
      await api.setStatus(token, 'sms_sending', { status: 0 }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});
