import type { TNotification } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { bearer, createRole, createUser, tokenFor } from '../../../test/factories.ts';
import { filesApi, staffToken, tenantWithClients, useFilesTestApp } from './files.test-support.ts';

// Issue 30, part 2: a document marked Needs attention reaches the company's people, in the app and by e-mail.
const ctx = useFilesTestApp({ PUBLIC_URL: 'https://portal.example.test' });
const api = filesApi(ctx);

const review = (token: string, tenantId: string, body: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/tenants/${tenantId}/documents/review`,
    headers: bearer(token),
    payload: body,
  });

const notificationsOf = async (token: string): Promise<TNotification[]> =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(token) })).json().data;

const mailsTo = (email: string) =>
  ctx.database.db
    .selectFrom('outbox_messages')
    .select(['subject', 'text_body', 'html_body', 'locale', 'idempotency_key'])
    .where('to_address', '=', email)
    .where('template', '=', 'file-needs-attention')
    .orderBy('seq')
    .execute();

/** A company with its owner (German), a manager, a member whose role may not see files, and an invitee. */
async function companyWithPeople() {
  const db = ctx.database.db;
  const world = await tenantWithClients(ctx);
  await db.updateTable('users').set({ locale: 'de', name: 'Greta' }).where('id', '=', world.owner.id).execute();
  const manager = await createUser(db, { tenantRoles: { [world.tenant.id]: 'TenantManager' }, locale: 'it' });
  const noFiles = await createRole(db, { scope: 'tenant', permissions: ['view sales tax'] });
  const taxOnly = await createUser(db, { tenantRoles: { [world.tenant.id]: noFiles.name } });
  const invited = await createUser(db, { tenantRoles: { [world.tenant.id]: 'TenantOwner' }, status: 'INVITED' });
  return { ...world, manager, taxOnly, invited, staff: await staffToken(ctx) };
}

describe('a document marked Needs attention reaches the client', () => {
  it('tells each active user who may see the files, in the app and by e-mail in their language, with the note and a link', async () => {
    const w = await companyWithPeople();
    const file = (await api.upload(w.ownerToken, w.tenant.id, 'märz.pdf', 'x')).json();
    const marked = await review(w.staff, w.tenant.id, {
      ids: [file.document_id],
      status: 'NEEDS_ATTENTION',
      note: 'Seite 2 fehlt',
    });
    expect(marked.statusCode).toBe(200);

    const [news] = await notificationsOf(w.ownerToken);
    expect(news).toMatchObject({
      kind: 'FILE_NEEDS_ATTENTION',
      tenant_uuid: w.tenant.id,
      params: {
        tenant_name: w.tenant.name,
        document_uuid: file.document_id,
        file_name: 'märz.pdf',
        folder: 'Bank Statements',
        count: 1,
        note: 'Seite 2 fehlt',
      },
    });
    const link = `https://portal.example.test/app/index/company?${new URLSearchParams({
      company_uuid: w.tenant.id,
      path: 'Bank Statements',
      file: 'Bank Statements/märz.pdf',
    })}`;
    const [mail] = await mailsTo(w.owner.email);
    expect(mail).toMatchObject({ locale: 'de', subject: 'Klärungsbedarf: märz.pdf' });
    expect(mail!.text_body).toContain('Hallo Greta,');
    expect(mail!.text_body).toContain(`Ihre Kanzlei hat „märz.pdf“ (${w.tenant.name}) geprüft`);
    expect(mail!.text_body).toContain('Seite 2 fehlt');
    expect(mail!.text_body).toContain(link);

    // The manager hears it too, in Italian; whoever may not see files, an invitee and another company do not.
    expect((await mailsTo(w.manager.email))[0]).toMatchObject({ locale: 'it' });
    expect(await mailsTo(w.taxOnly.email)).toEqual([]);
    expect(await mailsTo(w.invited.email)).toEqual([]);
    expect(await notificationsOf(w.outsiderToken)).toEqual([]);
    expect(await notificationsOf(await tokenFor(ctx.app, w.taxOnly.email))).toEqual([]);

    // A review refused (one file is another company's) marks nothing and so tells nothing: same transaction.
    const theirs = (await api.upload(w.outsiderToken, w.otherTenant.id, 'theirs.pdf', 'x')).json();
    const refused = await review(w.staff, w.tenant.id, {
      ids: [file.document_id, theirs.document_id],
      status: 'NEEDS_ATTENTION',
      note: 'Another note',
    });
    expect(refused.statusCode).toBe(404);
    expect(await mailsTo(w.owner.email)).toHaveLength(1);
    expect(await notificationsOf(w.ownerToken)).toHaveLength(1);
  });

  it('tells a review change once: the same note again tells nobody, a new note does, Reviewed does not', async () => {
    const w = await companyWithPeople();
    const file = (await api.upload(w.ownerToken, w.tenant.id, 'april.pdf', 'x')).json();
    const mark = (note: string) =>
      review(w.staff, w.tenant.id, { ids: [file.document_id], status: 'NEEDS_ATTENTION', note });

    await mark('Wrong month');
    await mark('Wrong month');
    expect(await mailsTo(w.owner.email)).toHaveLength(1);
    expect(await notificationsOf(w.ownerToken)).toHaveLength(1);

    await mark('Still the wrong month');
    await review(w.staff, w.tenant.id, { ids: [file.document_id], status: 'REVIEWED' });
    const mails = await mailsTo(w.owner.email);
    expect(mails.map((m) => m.text_body.includes('Still the wrong month'))).toEqual([false, true]);
    // Each e-mail is keyed by the change it tells of (the file and its new revision), per person.
    expect(new Set(mails.map((m) => m.idempotency_key)).size).toBe(2);
    expect(mails[0]!.idempotency_key).toMatch(new RegExp(`^file-attention:${file.document_id}:\\d+:${w.owner.id}$`));
    expect(await notificationsOf(w.ownerToken)).toHaveLength(2);
  });

  it('tells of files marked together in one message that names each with its link', async () => {
    const w = await companyWithPeople();
    const ids: string[] = [];
    for (const name of ['b.pdf', 'a.pdf', 'c.pdf']) {
      ids.push((await api.upload(w.ownerToken, w.tenant.id, name, name, 'OTHERS')).json().document_id);
    }
    await review(w.staff, w.tenant.id, { ids, status: 'NEEDS_ATTENTION', note: 'Unsigned' });

    const news = await notificationsOf(w.ownerToken);
    expect(news).toHaveLength(1);
    expect(news[0]!.params).toMatchObject({ file_name: 'a.pdf', folder: 'Others', count: 3, note: 'Unsigned' });
    const [mail] = await mailsTo(w.manager.email);
    expect(mail!.subject).toBe('3 documenti richiedono la sua attenzione');
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) {
      expect(mail!.text_body).toContain(`file=Others%2F${name}`);
    }
    expect(mail!.text_body).toContain('https://portal.example.test/app/asks');
  });
});
