import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { draftOf, letterPdf, signingApi, signingWorld } from './signing.test-support.ts';

const ctx = useTestApp();
const api = signingApi(ctx);
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The newest e-mail to `to` of `template`, as the outbox holds it. */
async function lastMail(c: TestContext, to: string, template: string) {
  return c.database.db
    .selectFrom('outbox_messages')
    .select(['locale', 'subject', 'text_body'])
    .where('to_address', '=', to)
    .where('template', '=', template)
    .orderBy('seq', 'desc')
    .executeTakeFirstOrThrow();
}
const linkToken = (text: string) => /sign\/link\?token=([\w-]+)/.exec(text)![1]!;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

/** The bell's list of the caller's notifications, newest first. */
const bell = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(token) })).json().data as {
    kind: string;
    tenant_uuid: string | null;
    params: Record<string, unknown>;
  }[];

async function untilCompleted(token: string, tenantId: string, envelopeId: string) {
  for (let tries = 0; tries < 60; tries += 1) {
    const envelope = (await api.get(token, tenantId, envelopeId)).json();
    if (envelope.status === 'completed') return envelope;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the envelope was not completed within 15 s');
}

describe('notices around an envelope', () => {
  it('tells a portal user in the app when it is their turn, and everyone with a link once it is complete', async () => {
    const w = await signingWorld(ctx);
    const db = ctx.database.db;
    await db.updateTable('users').set({ locale: 'de' }).where('id', '=', w.client.id).execute();
    // Another staff member who manages signatures: the completion is the sender's news, not theirs.
    const otherAdmin = await createUser(db, { staffRoles: ['Admin'] });
    const otherAdminToken = await tokenFor(ctx.app, otherAdmin.email);

    const draft = (await api.upload(w.adminToken, w.tenant.id, await letterPdf(1))).json();
    const signers = [
      { kind: 'user', user_uuid: w.client.id },
      { kind: 'link', name: 'Pat Spouse', email: 'pat@notices.test' },
    ];
    expect((await api.save(w.adminToken, w.tenant.id, draft.uuid, draftOf(signers))).statusCode).toBe(200);
    expect((await api.act(w.adminToken, w.tenant.id, draft.uuid, 'send')).statusCode).toBe(200);

    // The client's bell: their turn, opening the envelope's signing page; the e-mail leads to the same page.
    const asked = { tenant_name: w.tenant.name, envelope_uuid: draft.uuid, title: 'Form 8879 — 2025' };
    expect(await bell(w.clientToken)).toEqual([
      expect.objectContaining({
        kind: 'SIGNING_REQUESTED',
        tenant_uuid: w.tenant.id,
        params: { ...asked, reminder: false },
      }),
    ]);
    expect((await lastMail(ctx, w.client.email, 'signing-request')).text_body).toContain(
      `/app/sign?envelope=${draft.uuid}`,
    );
    // Staff's resend tells them again, in the app too.
    const clientSigner = (await api.get(w.adminToken, w.tenant.id, draft.uuid)).json().signers[0].uuid;
    expect(
      (await api.act(w.adminToken, w.tenant.id, draft.uuid, 'resend', { signer_uuid: clientSigner })).statusCode,
    ).toBe(200);
    expect((await bell(w.clientToken)).map((n) => n.kind)).toEqual(['SIGNING_REQUESTED', 'SIGNING_REQUESTED']);

    const me = `signing/sign/${draft.uuid}`;
    await api.call(w.clientToken, 'POST', `${me}/consent`, { accepted: true });
    expect((await api.call(w.clientToken, 'POST', `${me}/sign`, { signature_png: PNG })).statusCode).toBe(200);

    const signingToken = linkToken((await lastMail(ctx, 'pat@notices.test', 'signing-request')).text_body);
    const link = `signing/link/${signingToken}`;
    await api.call(null, 'POST', `${link}/consent`, { accepted: true });
    await api.call(null, 'POST', `${link}/code`, { channel: 'email' });
    const code = codeIn((await lastMail(ctx, 'pat@notices.test', 'signing-code')).text_body);
    expect((await api.call(null, 'POST', `${link}/verify`, { code })).statusCode).toBe(200);
    expect((await api.call(null, 'POST', `${link}/sign`, { signature_png: PNG })).statusCode).toBe(200);
    await untilCompleted(w.adminToken, w.tenant.id, draft.uuid);

    // Each signer's notice, in their language: the client in the app and by e-mail (German), the spouse by e-mail.
    expect((await bell(w.clientToken))[0]).toMatchObject({ kind: 'SIGNING_COMPLETED', params: asked });
    const clientMail = await lastMail(ctx, w.client.email, 'signing-completed');
    expect(clientMail).toMatchObject({ locale: 'de', subject: 'Von allen unterschrieben: Form 8879 — 2025' });
    expect(clientMail.text_body).toContain(`/app/sign?envelope=${draft.uuid}`);
    const spouseMail = await lastMail(ctx, 'pat@notices.test', 'signing-completed');
    expect(spouseMail).toMatchObject({ locale: 'en', subject: 'Signed by everyone: Form 8879 — 2025' });
    expect(spouseMail.text_body).toContain('This link works for 30 days');
    // The sender hears in the app; another staff member who manages signatures does not.
    expect((await bell(w.adminToken))[0]).toMatchObject({
      kind: 'ENVELOPE_COMPLETED',
      tenant_uuid: w.tenant.id,
      params: asked,
    });
    expect((await bell(otherAdminToken)).map((n) => n.kind)).not.toContain('ENVELOPE_COMPLETED');

    // The spouse's new link opens the completed envelope and serves the signed copy, byte for byte.
    const stored = await db
      .selectFrom('signing_documents')
      .select('bytes')
      .where('envelope_id', '=', draft.uuid)
      .where('kind', '=', 'signed')
      .executeTakeFirstOrThrow();
    const copyLink = `signing/link/${linkToken(spouseMail.text_body)}`;
    const seen = await api.call(null, 'GET', copyLink);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ status: 'completed', me: { status: 'signed' } });
    const copy = await api.call(null, 'GET', `${copyLink}/document`);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toContain('application/pdf');
    expect(Buffer.compare(copy.rawPayload, Buffer.from(stored.bytes))).toBe(0);
    // The client downloads the same copy from the signing page.
    expect(Buffer.compare((await api.call(w.clientToken, 'GET', `${me}/document`)).rawPayload, copy.rawPayload)).toBe(
      0,
    );
    // Nothing more to do with it, and the link used to sign no longer works.
    expect((await api.call(null, 'POST', `${copyLink}/consent`, { accepted: true })).statusCode).toBe(409);
    const old = await api.call(null, 'GET', `${link}/document`);
    expect(old.statusCode).toBe(404);
    expect(old.json().error.code).toBe('SIGNING_LINK_INVALID');

    // A month on, the copy's link has run out; the client still has it in the portal.
    await db
      .updateTable('signing_envelopes')
      .set({ completed_at: new Date(Date.now() - 31 * 86_400_000) })
      .where('id', '=', draft.uuid)
      .execute();
    const late = await api.call(null, 'GET', `${copyLink}/document`);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('SIGNED_COPY_LINK_EXPIRED');
    expect((await api.call(w.clientToken, 'GET', `${me}/document`)).statusCode).toBe(200);
  });
});
