import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import {
  CLIENT_DOMAIN,
  DOMAIN,
  GUARDED_DOMAIN,
  LIMITS,
  pdf,
  sendTo,
  useInboundMailApp,
} from './inbound-mail.test-support.ts';

const ctx = useInboundMailApp();
const db = () => ctx.database.db;
let serial = 0;

/** A company with a TenantOwner at client.test (and one at guarded.test), and a Processor's token. */
async function company() {
  serial += 1;
  const tenant = await createTenant(db(), { name: `Inbound Co ${serial}` });
  const owner = await createUser(db(), {
    name: 'Olga Owner',
    email: `olga${serial}@${CLIENT_DOMAIN}`,
    tenantRoles: { [tenant.id]: 'TenantOwner' },
  });
  const guarded = await createUser(db(), {
    email: `gus${serial}@${GUARDED_DOMAIN}`,
    tenantRoles: { [tenant.id]: 'TenantManager' },
  });
  const staff = await createUser(db(), { name: 'Sam Staff', staffRoles: ['Processor'] });
  const staffToken = await tokenFor(ctx.app, staff.email);
  const answer = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/tenants/${tenant.id}/inbound-address`,
    headers: bearer(staffToken),
  });
  expect(answer.statusCode).toBe(200);
  const address = answer.json().address as string;
  return { tenant, owner, guarded, staff, staffToken, address };
}

// Sizes are bigint: a string from PostgreSQL, a number from PGlite.
const documentsIn = async (tenantId: string, folder: string) =>
  (
    await db()
      .selectFrom('documents')
      .select(['name', 'review_status', 'size'])
      .where('tenant_id', '=', tenantId)
      .where('folder', '=', folder)
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .execute()
  ).map((row) => ({ ...row, size: Number(row.size) }));
const messagesOf = (tenantId: string) =>
  db().selectFrom('inbound_messages').selectAll().where('tenant_id', '=', tenantId).orderBy('received_at').execute();
const auditOf = (tenantId: string, action: string) =>
  db()
    .selectFrom('audit_events')
    .select(['action', 'result', 'detail', 'actor_user_id'])
    .where('tenant_id', '=', tenantId)
    .where('action', '=', action as never)
    .execute();
const heldList = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/inbound-mail/held?per_page=100', headers: bearer(token) });

describe('e-mail in (issue 32)', () => {
  it('gives each company one unguessable address at the inbound domain, the same on every ask, 404 to outsiders', async () => {
    const { tenant, staffToken, address } = await company();
    expect(address).toMatch(new RegExp(`^[a-z2-7]{24}@${DOMAIN.replace(/\./g, '\\.')}$`));
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${tenant.id}/inbound-address`,
      headers: bearer(staffToken),
    });
    expect(again.json().address).toBe(address);
    const other = await company();
    expect(other.address).not.toBe(address);
    const outsider = await createUser(db(), { tenantRoles: { [other.tenant.id]: 'TenantOwner' } });
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${tenant.id}/inbound-address`,
      headers: bearer(await tokenFor(ctx.app, outsider.email)),
    });
    expect(refused.statusCode).toBe(404);
  });

  it('files two PDFs from a company user in the Inbox as New, with the verdicts, the audit event and staff told', async () => {
    const { tenant, owner, staff, address } = await company();
    const sent = await sendTo(ctx, {
      from: `Olga Owner <${owner.email}>`,
      to: address,
      subject: 'March statements',
      text: 'Here they are.',
      attachments: [
        { filename: 'march-bank.pdf', content: pdf('bank'), contentType: 'application/pdf' },
        { filename: 'march-card.pdf', content: pdf('card'), contentType: 'application/pdf' },
      ],
    });
    expect(sent).toEqual({ accepted: true });
    expect(await documentsIn(tenant.id, 'Inbox')).toEqual([
      { name: 'march-bank.pdf', review_status: 'NEW', size: expect.anything() },
      { name: 'march-card.pdf', review_status: 'NEW', size: expect.anything() },
    ]);
    const [message] = await messagesOf(tenant.id);
    expect(message).toMatchObject({
      outcome: 'FILED',
      from_address: owner.email,
      spf: 'pass',
      dkim: 'pass',
      dmarc: 'pass',
      sender_user_id: owner.id,
      file_count: 2,
    });
    expect(await auditOf(tenant.id, 'INBOUND_MAIL_RECEIVE')).toEqual([
      expect.objectContaining({ result: 'OK', actor_user_id: owner.id }),
    ]);
    expect(await auditOf(tenant.id, 'FILE_UPLOAD')).toHaveLength(2);
    const told = await db()
      .selectFrom('notifications')
      .select(['kind', 'params'])
      .where('user_id', '=', staff.id)
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(told).toEqual([
      {
        kind: 'EMAIL_RECEIVED',
        params: expect.objectContaining({ sender: owner.email, count: 2, closed_request: false }),
      },
    ]);
  });

  it('keeps a zip as one file, never expanded', async () => {
    const { tenant, owner, address } = await company();
    const zip = Buffer.from('PK\u0003\u0004 not really unpacked');
    const sent = await sendTo(ctx, {
      from: owner.email,
      to: address,
      subject: 'All of it',
      attachments: [{ filename: 'year-end.zip', content: zip, contentType: 'application/zip' }],
    });
    expect(sent).toEqual({ accepted: true });
    expect(await documentsIn(tenant.id, 'Inbox')).toEqual([
      { name: 'year-end.zip', review_status: 'NEW', size: zip.length },
    ]);
  });

  it("puts the request's address in its e-mail's Reply-To, and a reply with files fulfils the request", async () => {
    const { tenant, owner, staffToken } = await company();
    const admin = await createUser(db(), { staffRoles: ['Admin'] });
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenant.id}/requests`,
      headers: bearer(await tokenFor(ctx.app, admin.email)),
      payload: { title: 'April bank statement', kind: 'BANK_STATEMENT', due_on: '2099-05-10' },
    });
    expect(created.statusCode).toBe(201);
    const requestId = created.json().data[0].uuid as string;
    const asked = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${tenant.id}/requests/${requestId}/inbound-address`,
      headers: bearer(staffToken),
    });
    const requestAddress = asked.json().address as string;
    const email = await db()
      .selectFrom('outbox_messages')
      .select(['reply_to', 'text_body'])
      .where('to_address', '=', owner.email)
      .where('template', '=', 'request-event')
      .executeTakeFirstOrThrow();
    expect(email.reply_to).toBe(requestAddress);
    expect(email.text_body).toContain('reply to this e-mail with the documents attached');

    const sent = await sendTo(ctx, {
      from: owner.email,
      to: requestAddress,
      subject: 'Re: New request from your firm: April bank statement',
      attachments: [{ filename: 'april.pdf', content: pdf('april') }],
    });
    expect(sent).toEqual({ accepted: true });
    const request = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${tenant.id}/requests/${requestId}`,
      headers: bearer(staffToken),
    });
    expect(request.json()).toMatchObject({ status: 'SUBMITTED' });
    expect(await documentsIn(tenant.id, 'Bank Statements')).toEqual([expect.objectContaining({ name: 'april.pdf' })]);
    const linked = await db()
      .selectFrom('request_documents')
      .select('request_id')
      .where('request_id', '=', requestId)
      .execute();
    expect(linked).toHaveLength(1);
    expect((await messagesOf(tenant.id)).map((m) => m.outcome)).toEqual(['FULFILLED']);
    expect(await auditOf(tenant.id, 'REQUEST_SUBMIT')).toEqual([
      expect.objectContaining({ result: 'OK', actor_user_id: owner.id }),
    ]);
  });

  it("files a reply to a cancelled request's address in the Inbox, told to staff as a reply to a closed request", async () => {
    const { tenant, owner, staff, staffToken } = await company();
    const request = await db()
      .insertInto('document_requests')
      .values({ tenant_id: tenant.id, title: 'Old ask', kind: 'OTHERS', due_on: '2099-01-01', status: 'CANCELLED' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const address = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/tenants/${tenant.id}/requests/${request.id}/inbound-address`,
        headers: bearer(staffToken),
      })
    ).json().address as string;
    const sent = await sendTo(ctx, {
      from: owner.email,
      to: address,
      subject: 'Re: Old ask',
      attachments: [{ filename: 'late.pdf', content: pdf('late') }],
    });
    expect(sent).toEqual({ accepted: true });
    expect(await documentsIn(tenant.id, 'Inbox')).toEqual([expect.objectContaining({ name: 'late.pdf' })]);
    const stored = await db()
      .selectFrom('document_requests')
      .select('status')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('CANCELLED');
    expect((await messagesOf(tenant.id)).map((m) => m.outcome)).toEqual(['FILED_CLOSED_REQUEST']);
    const told = await db().selectFrom('notifications').select('params').where('user_id', '=', staff.id).execute();
    expect(told[0]?.params).toMatchObject({ request_title: 'Old ask', closed_request: true });
  });

  it('refuses an address that does not exist at RCPT TO with 550, and another domain likewise', async () => {
    const { owner } = await company();
    for (const to of [`nosuchaddressatallxxxxxx@${DOMAIN}`, `someone@elsewhere.test`]) {
      const sent = await sendTo(ctx, { from: owner.email, to, subject: 'x', text: 'x' });
      expect(sent).toMatchObject({ accepted: false, code: 550, command: 'RCPT TO' });
    }
  });

  it("holds a stranger's message in the quarantine; staff accept it (files in the Inbox) or reject it (deleted)", async () => {
    const { tenant, staffToken, address } = await company();
    const fromStranger = (n: number) =>
      sendTo(ctx, {
        from: `stranger${n}@${CLIENT_DOMAIN}`,
        to: address,
        subject: `Invoice ${n}`,
        attachments: [{ filename: `invoice-${n}.pdf`, content: pdf(`invoice ${n}`) }],
      });
    expect(await fromStranger(1)).toEqual({ accepted: true });
    expect(await fromStranger(2)).toEqual({ accepted: true });
    expect(await documentsIn(tenant.id, 'Inbox')).toEqual([]);
    const listed = (await heldList(staffToken))
      .json()
      .data.filter((m: { tenant_uuid: string }) => m.tenant_uuid === tenant.id);
    expect(listed).toHaveLength(2);
    expect(listed[1]).toMatchObject({
      tenant_name: tenant.name,
      from_address: `stranger1@${CLIENT_DOMAIN}`,
      subject: 'Invoice 1',
      hold_reason: 'UNKNOWN_SENDER',
      verdicts: { spf: 'pass', dkim: 'pass', dmarc: 'pass' },
      attachments: [{ name: 'invoice-1.pdf', size: pdf('invoice 1').length, content_type: 'application/pdf' }],
    });
    const heldPaths = await db().selectFrom('inbound_held_files').select('storage_path').execute();
    const tenantRoot = path.join(ctx.storageRoot, tenant.root_directory);
    const rejectedPath = heldPaths.find((p) => p.storage_path.includes(listed[0].uuid))!.storage_path;
    expect(fs.existsSync(path.join(tenantRoot, rejectedPath))).toBe(true);

    const accept = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenant.id}/inbound-mail/held/${listed[1].uuid}/accept`,
      headers: bearer(staffToken),
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ uuid: listed[1].uuid, outcome: 'ACCEPTED', paths: ['Inbox/invoice-1.pdf'] });
    const reject = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenant.id}/inbound-mail/held/${listed[0].uuid}/reject`,
      headers: bearer(staffToken),
    });
    expect(reject.json()).toMatchObject({ outcome: 'REJECTED' });
    expect(await documentsIn(tenant.id, 'Inbox')).toEqual([
      expect.objectContaining({ name: 'invoice-1.pdf', review_status: 'NEW' }),
    ]);
    expect(fs.existsSync(path.join(tenantRoot, rejectedPath))).toBe(false);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenant.id}/inbound-mail/held/${listed[0].uuid}/accept`,
      headers: bearer(staffToken),
    });
    expect(again).toMatchObject({ statusCode: 409 });
    expect(again.json().error.code).toBe('INBOUND_ALREADY_DECIDED');
    expect(await auditOf(tenant.id, 'INBOUND_MAIL_QUARANTINE')).toHaveLength(2);
    // The second attempt on a decided message is on the trail as refused.
    expect((await auditOf(tenant.id, 'INBOUND_MAIL_ACCEPT')).map((e) => e.result).sort()).toEqual(['DENIED', 'OK']);
    expect((await auditOf(tenant.id, 'INBOUND_MAIL_REJECT')).map((e) => e.result)).toEqual(['OK']);
    const outsider = await createUser(db(), { tenantRoles: { [(await createTenant(db())).id]: 'TenantOwner' } });
    expect((await heldList(await tokenFor(ctx.app, outsider.email))).statusCode).toBe(403);
  });

  it("holds a company user's address sent forged (DMARC fail), with the verdict shown", async () => {
    const { tenant, guarded, staffToken, address } = await company();
    const sent = await sendTo(
      ctx,
      {
        from: guarded.email,
        to: address,
        subject: 'Please pay this',
        attachments: [{ filename: 'pay-me.pdf', content: pdf('forged') }],
      },
      { dkim: false },
    );
    expect(sent).toEqual({ accepted: true });
    expect(await documentsIn(tenant.id, 'Inbox')).toEqual([]);
    const held = (await heldList(staffToken))
      .json()
      .data.find((m: { tenant_uuid: string }) => m.tenant_uuid === tenant.id);
    expect(held).toMatchObject({ hold_reason: 'DMARC_FAIL', verdicts: { spf: 'fail', dmarc: 'fail' } });
  });

  it('refuses 200 attachments and an oversize message with 552 at DATA, storing nothing', async () => {
    const { tenant, owner, address } = await company();
    const many = await sendTo(ctx, {
      from: owner.email,
      to: address,
      subject: 'Everything',
      attachments: Array.from({ length: 200 }, (_, i) => ({ filename: `page-${i}.pdf`, content: pdf(`p${i}`) })),
    });
    expect(many).toMatchObject({ accepted: false, code: 552, command: 'DATA' });
    const big = await sendTo(ctx, {
      from: owner.email,
      to: address,
      subject: 'Too big',
      attachments: [{ filename: 'scan.pdf', content: Buffer.alloc(LIMITS.message + 1024, 1) }],
    });
    expect(big).toMatchObject({ accepted: false, code: 552 });
    expect(await documentsIn(tenant.id, 'Inbox')).toEqual([]);
    expect(await messagesOf(tenant.id)).toEqual([]);
    expect(fs.readdirSync(path.join(ctx.storageRoot)).includes(tenant.root_directory)).toBe(false);
  });

  it('bounces a message with nothing usable politely through the outbox, but never to an automatic sender', async () => {
    const { tenant, owner, address } = await company();
    const nothing = await sendTo(ctx, { from: owner.email, to: address, subject: 'Forgot it', text: 'See attached' });
    expect(nothing).toEqual({ accepted: true });
    const refusedOnly = await sendTo(ctx, {
      from: owner.email,
      to: address,
      subject: 'Tools',
      attachments: [
        { filename: 'setup.exe', content: Buffer.from('MZ') },
        { filename: 'huge.pdf', content: Buffer.alloc(LIMITS.file + 1, 2) },
      ],
    });
    expect(refusedOnly).toEqual({ accepted: true });
    const automatic = await sendTo(ctx, {
      from: owner.email,
      to: address,
      subject: 'Out of office',
      text: 'I am away',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    expect(automatic).toEqual({ accepted: true });
    const bounces = await db()
      .selectFrom('outbox_messages')
      .select(['to_address', 'subject', 'text_body'])
      .where('template', '=', 'inbound-bounce')
      .where('to_address', '=', owner.email)
      .orderBy('seq')
      .execute();
    expect(bounces.map((b) => b.subject)).toEqual(['Not received: Forgot it', 'Not received: Tools']);
    expect(bounces[1]!.text_body).toContain('setup.exe: a type of file the portal does not accept');
    expect(bounces[1]!.text_body).toContain('huge.pdf: larger than 1 MB');
    expect((await messagesOf(tenant.id)).map((m) => m.outcome)).toEqual(['BOUNCED', 'BOUNCED', 'IGNORED']);
    expect(await auditOf(tenant.id, 'INBOUND_MAIL_BOUNCE')).toHaveLength(3);
    expect(await documentsIn(tenant.id, 'Inbox')).toEqual([]);
  });
});
