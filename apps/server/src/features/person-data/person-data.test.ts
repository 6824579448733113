import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { useFilesTestApp } from '../files/files.test-support.ts';
import { recordsApi, recordsWorld } from '../records/records.test-support.ts';

// Issue 35, item 5: a person's data exported as a zip, and her erasure except what retention or a hold keeps.
const ctx = useFilesTestApp();
const { call, upload } = recordsApi(ctx);

/** Every file of a zip as name → text. */
function unzip(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
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

const storedFiles = (root: string): string[] =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('.staging') && !entry.name.startsWith('.'))
    .map((entry) => path.join(entry.parentPath, entry.name));

async function clientWorld() {
  const world = await recordsWorld(ctx);
  const client = await createUser(ctx.database.db, {
    name: 'Clara Client',
    tenantRoles: { [world.tenant.id]: 'TenantManager' },
  });
  return { ...world, client, clientToken: await tokenFor(ctx.app, client.email) };
}

describe("a person's data (issue 35)", () => {
  it('exports her profile, sign-ins, uploads and files as a zip, to her and to an Admin, not to another client', async () => {
    const { tenant, client, clientToken, admin, ownerToken } = await clientWorld();
    await upload(clientToken, tenant.id, 'March statement.pdf');
    const mine = await call(clientToken, 'GET', `/users/${client.id}/data-export.zip`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['content-type']).toBe('application/zip');
    const files = await unzip(mine.rawPayload);
    expect(JSON.parse(files.get('profile.json')!)).toMatchObject({ name: 'Clara Client', email: client.email });
    expect(JSON.parse(files.get('profile.json')!)).not.toHaveProperty('password_hash');
    expect(JSON.parse(files.get('sign-ins.json')!).sessions.length).toBeGreaterThan(0);
    expect(JSON.parse(files.get('uploads.json')!)).toMatchObject([{ name: 'March statement.pdf' }]);
    const stored = [...files.keys()].find((name) => name.endsWith('March statement.pdf'));
    expect(stored).toMatch(/^files\//);
    expect(files.get(stored!)).toBe('bytes of March statement.pdf');
    for (const name of ['payroll.json', 'sales-tax.json', 'organizer-answers.json', 'messages.json'])
      expect(files.has(name)).toBe(true);

    expect((await call(admin, 'GET', `/users/${client.id}/data-export.zip`)).statusCode).toBe(200);
    expect((await call(ownerToken, 'GET', `/users/${client.id}/data-export.zip`)).statusCode).toBe(403);
    const events = await ctx.database.db
      .selectFrom('audit_events')
      .select(['result'])
      .where('action', '=', 'PERSON_DATA_EXPORT')
      .where('target', '=', `user:${client.id}`)
      .orderBy('seq')
      .execute();
    expect(events.map((e) => e.result)).toEqual(['OK', 'OK', 'DENIED']);
  });

  it('erases her: keeps her 8879 (retention) and a held file, removes the rest, pseudonymises; twice answers the record', async () => {
    const db = ctx.database.db;
    const { tenant, client, clientToken, admin, superAdmin, processor } = await clientWorld();
    const form = await upload(clientToken, tenant.id, 'Form 8879 signed.pdf', 'OTHERS');
    const held = await upload(clientToken, tenant.id, 'Old ledger.pdf', 'OTHERS');
    const old = await upload(clientToken, tenant.id, '2015 statement.pdf');
    const other = await upload(clientToken, tenant.id, 'Photo.pdf', 'OTHERS');
    await db.updateTable('documents').set({ tax_year: 2015 }).where('id', '=', old).execute();
    const hold = await call(superAdmin, 'POST', `/tenants/${tenant.id}/legal-holds`, {
      document_uuid: held,
      reason: 'Audit',
    });
    expect(hold.statusCode).toBe(201);
    const before = storedFiles(ctx.storageRoot).length;

    expect((await call(processor, 'POST', `/users/${client.id}/erasure`)).statusCode).toBe(403);
    const erased = await call(admin, 'POST', `/users/${client.id}/erasure`);
    expect(erased.statusCode, erased.body).toBe(201);
    const record = erased.json();
    const year = new Date().getUTCFullYear();
    expect(record.kept).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          document_uuid: form,
          record_class: 'FORM_8879',
          reason: 'RETENTION',
          until: `${year + 4}-12-31`,
        }),
        expect.objectContaining({ document_uuid: held, reason: 'LEGAL_HOLD', until: null }),
      ]),
    );
    expect(record.kept).toHaveLength(2);
    expect(record.removed).toMatchObject({ documents: 2, company_memberships: 1 });

    const left = await db.selectFrom('documents').select('id').where('uploaded_by', '=', client.id).execute();
    expect(left.map((d) => d.id).sort()).toEqual([form, held].sort());
    expect(storedFiles(ctx.storageRoot).length).toBe(before - 2);
    expect([old, other].every((id) => !left.some((d) => d.id === id))).toBe(true);
    const person = await db.selectFrom('users').selectAll().where('id', '=', client.id).executeTakeFirstOrThrow();
    expect(person).toMatchObject({
      name: 'Erased person',
      phone_mobile: null,
      password_hash: null,
      status: 'DISABLED',
    });
    expect(person.email).not.toBe(client.email);
    const sessions = await db
      .selectFrom('sessions')
      .select(['revoked_at', 'ip'])
      .where('user_id', '=', client.id)
      .execute();
    expect(sessions.every((s) => s.revoked_at !== null && s.ip === null)).toBe(true);
    expect((await call(clientToken, 'GET', `/users/${client.id}/data-export.zip`)).statusCode).toBe(401);

    const again = await call(admin, 'POST', `/users/${client.id}/erasure`);
    expect(again.statusCode).toBe(200);
    expect(again.json().uuid).toBe(record.uuid);
    const stored = await call(admin, 'GET', `/users/${client.id}/erasure`);
    expect(stored.json()).toEqual(record);
    const trail = await db
      .selectFrom('audit_events')
      .select(['result', 'detail'])
      .where('action', '=', 'PERSON_ERASE')
      .where('target', '=', `user:${client.id}`)
      .orderBy('seq')
      .execute();
    expect(trail.map((e) => e.result)).toEqual(['DENIED', 'OK', 'OK']);
    expect(trail[1]!.detail).toContain(`${form} RETENTION until ${year + 4}-12-31`);
  });

  it('refuses to erase the last owner of a company (409 LAST_OWNER) and the last SuperAdmin (409 LAST_SUPER_ADMIN)', async () => {
    const db = ctx.database.db;
    const { owner, admin } = await clientWorld();
    const refused = await call(admin, 'POST', `/users/${owner.id}/erasure`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('LAST_OWNER');
    expect(await db.selectFrom('person_erasures').select('id').where('user_id', '=', owner.id).execute()).toEqual([]);

    // Only a SuperAdmin erases a SuperAdmin.
    const other = await createUser(db, { staffRoles: ['SuperAdmin'] });
    expect((await call(admin, 'POST', `/users/${other.id}/erasure`)).statusCode).toBe(403);

    const last = await createUser(db, { staffRoles: ['SuperAdmin'] });
    await db
      .updateTable('users')
      .set({ status: 'DISABLED' })
      .where('id', '<>', last.id)
      .where(
        'id',
        'in',
        db
          .selectFrom('user_roles as ur')
          .innerJoin('roles as r', 'r.id', 'ur.role_id')
          .select('ur.user_id')
          .where('r.name', '=', 'SuperAdmin'),
      )
      .execute();
    const lastRefused = await call(admin, 'POST', `/users/${last.id}/erasure`);
    expect(lastRefused.statusCode).toBe(409);
    expect(lastRefused.json().error.code).toBe('LAST_SUPER_ADMIN');
    expect((await call(admin, 'POST', '/users/00000000-0000-4000-8000-000000000000/erasure')).statusCode).toBe(404);
  });
});
