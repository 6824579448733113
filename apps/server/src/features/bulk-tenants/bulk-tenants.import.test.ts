import { VALIDATION_MESSAGES } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { staffToken } from '../tenant-users/tenant-users.test-support.ts';
import {
  FIXTURE_ROWS,
  bulkTenantsApi,
  countTenants,
  fixture,
  tenantCsv,
  tenantLine,
} from './bulk-tenants.test-support.ts';

const ctx = useTestApp();
const api = bulkTenantsApi(ctx);
const db = () => ctx.database.db;

const tenantsNamed = (names: string[]) =>
  db().selectFrom('tenants').selectAll().where('name', 'in', names).orderBy('name').execute();

describe('bulk tenant import', () => {
  it('creates every selected row of the LibreOffice .xlsx fixture, exactly as the sheet says', async () => {
    const response = await api.upload(await staffToken(ctx), { selected_rows: FIXTURE_ROWS }, fixture('tenants.xlsx'));

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: 3, invited: 0 });
    const [home, acme, jose] = await tenantsNamed(['@Home Services', 'Acme Bakery', 'José Café Ltd']);
    expect(acme).toMatchObject({
      root_directory: 'acme-bakery',
      root_directory_type: 'LOCAL_FOLDER',
      primary_contact_email: 'ann@acme-bakery.test',
      primary_contact_phone_mobile: '(212) 555-0123',
      zipcode: '02134',
      timezone: 'America/New_York',
    });
    // A formula-looking name stays the text it was; "local folder" reads as LOCAL_FOLDER; accents survive.
    expect(home).toMatchObject({ root_directory: 'home-services', address_line_2: 'Suite 2', state: 'TX' });
    expect(jose).toMatchObject({ root_directory_type: 'LOCAL_FOLDER', primary_contact_name: 'José Pérez' });
  });

  it('creates the .xls fixture with the cells edited in the preview, and invites each primary contact', async () => {
    const edits = FIXTURE_ROWS.flatMap((row_number) => [
      { row_number, field: 'name', value: `Renamed ${row_number}` },
      { row_number, field: 'root_directory', value: `renamed-${row_number}` },
    ]);
    const response = await api.upload(
      await staffToken(ctx),
      { selected_rows: FIXTURE_ROWS, edits, invite_owners: true },
      fixture('tenants.xls'),
    );

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: 3, invited: 3 });
    const tenants = await tenantsNamed(['Renamed 2', 'Renamed 3', 'Renamed 5']);
    expect(tenants.map((tenant) => tenant.root_directory)).toEqual(['renamed-2', 'renamed-3', 'renamed-5']);
    const owners = await db()
      .selectFrom('tenant_memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .innerJoin('roles as r', 'r.id', 'm.role_id')
      .select(['u.email', 'u.name', 'u.status', 'r.name as role'])
      .where(
        'm.tenant_id',
        'in',
        tenants.map((tenant) => tenant.id),
      )
      .orderBy('u.email')
      .execute();
    expect(owners).toEqual([
      { email: 'ann@acme-bakery.test', name: 'Ann Baker', status: 'INVITED', role: 'TenantOwner' },
      { email: 'hal@home-services.test', name: 'Hal Home', status: 'INVITED', role: 'TenantOwner' },
      { email: 'jose@cafe.test', name: 'José Pérez', status: 'INVITED', role: 'TenantOwner' },
    ]);
    const mails = await db()
      .selectFrom('outbox_messages')
      .select(['to_address', 'template'])
      .where('to_address', 'in', ['ann@acme-bakery.test', 'hal@home-services.test', 'jose@cafe.test'])
      .orderBy('to_address')
      .execute();
    expect(mails).toEqual([
      { to_address: 'ann@acme-bakery.test', template: 'invitation' },
      { to_address: 'hal@home-services.test', template: 'invitation' },
      { to_address: 'jose@cafe.test', template: 'invitation' },
    ]);
  });

  it('refuses names and root directories other tenants already use, and creates none', async () => {
    const token = await staffToken(ctx);
    const first = tenantCsv([tenantLine('taken-a'), tenantLine('taken-b')]);
    expect((await api.upload(token, { selected_rows: [2, 3] }, { name: 'a.csv', content: first })).statusCode).toBe(
      201,
    );
    const before = await countTenants(ctx);

    // The same tenants again, in other letter cases, after a new one: nothing is created, not even the new one.
    const again = tenantCsv([
      tenantLine('fresh'),
      { ...tenantLine('taken-a'), name: 'BULK CLIENT TAKEN-A' },
      { ...tenantLine('other'), root_directory: 'Bulk-Client-Taken-B' },
    ]);
    const response = await api.upload(token, { selected_rows: [2, 3, 4] }, { name: 'b.csv', content: again });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'rows.3.name', message: VALIDATION_MESSAGES.tenantNameTaken },
      { field: 'rows.3.root_directory', message: VALIDATION_MESSAGES.rootDirectoryTaken },
      { field: 'rows.4.root_directory', message: VALIDATION_MESSAGES.rootDirectoryTaken },
    ]);
    expect(await countTenants(ctx)).toBe(before);
  });

  it('refuses a sheet repeating a root directory, reporting both rows, and creates none of its rows', async () => {
    const before = await countTenants(ctx);
    const sheet = tenantCsv([tenantLine('dup-a'), { ...tenantLine('dup-b'), root_directory: 'BULK-CLIENT-DUP-A' }]);
    const response = await api.upload(
      await staffToken(ctx),
      { selected_rows: [2, 3] },
      { name: 'dup.csv', content: sheet },
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'rows.2.root_directory', message: VALIDATION_MESSAGES.duplicateInSheet },
      { field: 'rows.3.root_directory', message: VALIDATION_MESSAGES.duplicateInSheet },
    ]);
    expect(await countTenants(ctx)).toBe(before);
  });

  it('reports every row problem at once: the tenant rules, unknown rows and edits, a missing column', async () => {
    const sheet = tenantCsv([
      tenantLine('ok'),
      { ...tenantLine('bad'), primary_contact_email: 'not-an-address', root_directory: '../up', timezone: 'Mars/Base' },
    ]);
    const response = await api.upload(
      await staffToken(ctx),
      { selected_rows: [2, 3, 9], edits: [{ row_number: 8, field: 'name', value: 'x' }] },
      { name: 'bad.csv', content: sheet },
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'rows.3.primary_contact_email', message: VALIDATION_MESSAGES.primaryContactEmailRequired },
      { field: 'rows.3.root_directory', message: VALIDATION_MESSAGES.rootDirectoryUnsafe },
      { field: 'rows.3.timezone', message: VALIDATION_MESSAGES.timezoneUnknown },
      { field: 'rows.8.name', message: VALIDATION_MESSAGES.rowNotInSheet },
      { field: 'rows.9.row', message: VALIDATION_MESSAGES.rowNotInSheet },
    ]);

    const noTimeZone = sheet.replace(',Time Zone', '');
    const missing = await api.upload(
      await staffToken(ctx),
      { selected_rows: [2] },
      { name: 'm.csv', content: noTimeZone },
    );
    expect(missing.json().error.details).toEqual([
      { field: 'rows.1.timezone', message: VALIDATION_MESSAGES.sheetMissingColumn },
    ]);
  });

  it('refuses no selected rows before reading the file, then a file of another type, and an empty sheet', async () => {
    const token = await staffToken(ctx);
    const none = await api.upload(token, { selected_rows: [] }, fixture('tenants.xlsx'));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details).toEqual([
      { field: 'selected_rows', message: VALIDATION_MESSAGES.noRowsSelected },
    ]);

    const text = await api.upload(token, { selected_rows: [2] }, { name: 'tenants.txt', content: 'Name\nx' });
    expect(text.json().error.details).toEqual([{ field: 'file', message: VALIDATION_MESSAGES.spreadsheetType }]);

    const empty = await api.upload(token, { selected_rows: [2] }, fixture('empty.xlsx'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual([{ field: 'file', message: VALIDATION_MESSAGES.spreadsheetEmpty }]);
  });

  it('refuses a zip bomb before parsing it', async () => {
    const response = await api.upload(await staffToken(ctx), { selected_rows: [2] }, fixture('zip-bomb.xlsx'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ field: 'file', message: VALIDATION_MESSAGES.spreadsheetUnsafe }]);
  });

  it('gives an existing client account the owner role without a new e-mail, and leaves staff out', async () => {
    const client = await createUser(db(), { email: 'known-client@bulk.test' });
    const staff = await createUser(db(), { email: 'known-staff@bulk.test', staffRoles: ['Processor'] });
    const sheet = tenantCsv([
      { ...tenantLine('linked'), primary_contact_email: client.email },
      { ...tenantLine('staff'), primary_contact_email: staff.email },
      { ...tenantLine('twice'), primary_contact_email: 'one-owner@bulk.test' },
      { ...tenantLine('twice-2'), primary_contact_email: 'ONE-OWNER@bulk.test' },
    ]);
    const response = await api.upload(
      await staffToken(ctx),
      { selected_rows: [2, 3, 4, 5], invite_owners: true },
      { name: 'people.csv', content: sheet },
    );

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: 4, invited: 1 });
    const roles = await db()
      .selectFrom('tenant_memberships as m')
      .innerJoin('tenants as t', 't.id', 'm.tenant_id')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['t.name', 'u.email'])
      .where('t.name', 'like', 'Bulk Client %')
      .orderBy('t.name')
      .execute();
    expect(roles).toEqual([
      { name: 'Bulk Client linked', email: client.email },
      { name: 'Bulk Client twice', email: 'one-owner@bulk.test' },
      { name: 'Bulk Client twice-2', email: 'one-owner@bulk.test' },
    ]);
  });

  it('imports a 1,000-row sheet in one go', async () => {
    const sheet = tenantCsv(Array.from({ length: 1_000 }, (_, index) => tenantLine(`k${index}`)));
    const selected_rows = Array.from({ length: 1_000 }, (_, index) => index + 2);
    const before = await countTenants(ctx);

    const started = performance.now();
    const response = await api.upload(
      await staffToken(ctx),
      { selected_rows, invite_owners: true },
      { name: 'thousand.csv', content: sheet },
    );
    const seconds = (performance.now() - started) / 1000;

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: 1_000, invited: 1_000 });
    expect(await countTenants(ctx)).toBe(before + 1_000);
    expect(seconds).toBeLessThan(20);
  });
});
