import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { latestEvent } from '../../../test/audit-trail.ts';
import type { TestContext } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { draftOf, letterPdf, signingApi, signingWorld, withSigningPlatform } from './signing.test-support.ts';

const ctx = useTestApp(undefined, {}, withSigningPlatform);
const api = signingApi(ctx);
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The newest e-mail to `to` of `template`: its text (links and codes are read from it). */
async function lastMail(c: TestContext, to: string, template: string) {
  const row = await c.database.db
    .selectFrom('outbox_messages')
    .select(['text_body', 'subject'])
    .where('to_address', '=', to)
    .where('template', '=', template)
    .orderBy('seq', 'desc')
    .executeTakeFirstOrThrow();
  return row.text_body;
}
const linkToken = (text: string) => /sign\/link\?token=([\w-]+)/.exec(text)![1]!;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

async function sentEnvelope(w: Awaited<ReturnType<typeof signingWorld>>, verification: string, signers: object[]) {
  const envelope = (await api.upload(w.adminToken, w.tenant.id, await letterPdf(1))).json();
  const saved = await api.save(w.adminToken, w.tenant.id, envelope.uuid, draftOf(signers, { verification }));
  expect(saved.statusCode).toBe(200);
  const sent = await api.act(w.adminToken, w.tenant.id, envelope.uuid, 'send');
  expect(sent.statusCode).toBe(200);
  return sent.json();
}

describe('signing, sequential, Form 8879 level', () => {
  it('takes the couple in order: code and known data (one wrong answer first), then the next signer is told', async () => {
    const w = await signingWorld(ctx);
    const envelope = await sentEnvelope(w, 'form_8879', [
      { kind: 'user', user_uuid: w.client.id, known_data: { label: 'Prior-year AGI', value: '52310' } },
      {
        kind: 'link',
        name: 'Pat Spouse',
        email: 'pat@spouse.test',
        known_data: { label: 'SSN last 4', value: '6789' },
      },
    ]);
    expect(envelope).toMatchObject({ status: 'sent', progress: 'sent' });
    const me = `signing/sign/${envelope.uuid}`;

    // The spouse is not told yet: their turn comes after the first signature.
    const none = await ctx.database.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('to_address', '=', 'pat@spouse.test')
      .execute();
    expect(none).toEqual([]);

    const seen = (await api.call(w.clientToken, 'GET', me)).json();
    expect(seen.me).toMatchObject({
      my_turn: true,
      needs_verification: true,
      known_data_label: 'Prior-year AGI',
      tries_left: 3,
    });
    expect(seen.fields).toHaveLength(1);
    expect((await api.get(w.adminToken, w.tenant.id, envelope.uuid)).json().progress).toBe('viewed');

    expect((await api.call(w.clientToken, 'POST', `${me}/sign`, { signature_png: PNG })).json().error.code).toBe(
      'SIGNING_CONSENT_REQUIRED',
    );
    await api.call(w.clientToken, 'POST', `${me}/consent`, { accepted: true });
    expect((await api.call(w.clientToken, 'POST', `${me}/sign`, { signature_png: PNG })).json().error.code).toBe(
      'SIGNING_NOT_VERIFIED',
    );
    expect((await api.call(w.clientToken, 'POST', `${me}/code`, { channel: 'email' })).statusCode).toBe(202);
    const code = codeIn(await lastMail(ctx, w.client.email, 'signing-code'));

    const wrong = await api.call(w.clientToken, 'POST', `${me}/verify`, { code, known_data: '99999' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'SIGNING_CHECK_FAILED',
      details: [{ field: 'tries_left', message: '2' }],
    });
    const right = await api.call(w.clientToken, 'POST', `${me}/verify`, { code, known_data: '$52,310' });
    expect(right.statusCode).toBe(200);
    expect(right.json().me.needs_verification).toBe(false);

    const signed = await api.call(w.clientToken, 'POST', `${me}/sign`, { signature_png: PNG, adopted: 'typed' });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().me.status).toBe('signed');
    expect((await latestEvent(ctx, 'ENVELOPE_SIGN', `envelope:${envelope.uuid}`)).result).toBe('OK');
    expect((await api.get(w.adminToken, w.tenant.id, envelope.uuid)).json().progress).toBe('partly_signed');

    // Now the spouse's turn: a signing-only link by e-mail.
    const token = linkToken(await lastMail(ctx, 'pat@spouse.test', 'signing-request'));
    const link = `signing/link/${token}`;
    const theirs = (await api.call(null, 'GET', link)).json();
    expect(theirs.me).toMatchObject({ name: 'Pat Spouse', known_data_label: 'SSN last 4', my_turn: true });
    expect(JSON.stringify(theirs)).not.toContain(w.client.email);
    await api.call(null, 'POST', `${link}/consent`, { accepted: true });
    await api.call(null, 'POST', `${link}/code`, { channel: 'email' });
    const spouseCode = codeIn(await lastMail(ctx, 'pat@spouse.test', 'signing-code'));
    expect((await api.call(null, 'POST', `${link}/verify`, { code: spouseCode, known_data: '6789' })).statusCode).toBe(
      200,
    );
    const done = await api.call(null, 'POST', `${link}/sign`, { signature_png: PNG });
    expect(done.statusCode).toBe(200);
    expect((await api.get(w.adminToken, w.tenant.id, envelope.uuid)).json().progress).toBe('signed');

    // The same link again: refused with its own code.
    const twice = await api.call(null, 'POST', `${link}/sign`, { signature_png: PNG });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('SIGNING_ALREADY_DONE');
  });

  it('refuses the second signer before the first has signed', async () => {
    const w = await signingWorld(ctx);
    const envelope = await sentEnvelope(w, 'signed_in', [
      { kind: 'user', user_uuid: w.client.id },
      { kind: 'user', user_uuid: w.spouse.id },
    ]);
    const second = `signing/sign/${envelope.uuid}`;
    expect((await api.call(w.spouseToken, 'GET', second)).json().me.my_turn).toBe(false);
    const early = await api.call(w.spouseToken, 'POST', `${second}/consent`, { accepted: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('SIGNING_OUT_OF_TURN');
    // Someone of another company cannot reach it at all.
    expect((await api.call(w.outsiderToken, 'GET', second)).statusCode).toBe(404);
  });

  it('locks a signer after three failed checks and tells staff', async () => {
    const w = await signingWorld(ctx);
    const envelope = await sentEnvelope(w, 'form_8879', [
      { kind: 'user', user_uuid: w.client.id, known_data: { label: 'Prior-year AGI', value: '52310' } },
    ]);
    const me = `signing/sign/${envelope.uuid}`;
    await api.call(w.clientToken, 'POST', `${me}/consent`, { accepted: true });
    await api.call(w.clientToken, 'POST', `${me}/code`, {});
    const code = codeIn(await lastMail(ctx, w.client.email, 'signing-code'));
    const answers = [1, 2, 3].map(() => api.call(w.clientToken, 'POST', `${me}/verify`, { code, known_data: 'nope' }));
    const statuses = [];
    for (const answer of answers) statuses.push((await answer).statusCode);
    expect(statuses.sort()).toEqual([400, 400, 423]);
    // Even the right answer is refused now.
    const after = await api.call(w.clientToken, 'POST', `${me}/verify`, { code, known_data: '52310' });
    expect(after.json().error.code).toBe('SIGNER_LOCKED');
    expect((await api.get(w.adminToken, w.tenant.id, envelope.uuid)).json().signers[0].status).toBe('locked');
    const notice = await ctx.database.db
      .selectFrom('outbox_messages')
      .select('subject')
      .where('template', '=', 'signing-staff-notice')
      .where('subject', 'like', `%${envelope.title}%`)
      .execute();
    expect(notice.length).toBeGreaterThan(0);
    expect((await latestEvent(ctx, 'ENVELOPE_SIGNER_LOCKED', `envelope:${envelope.uuid}`)).result).toBe('OK');

    // Staff record the printed, hand-signed copy instead: the signer counts as signed, on paper.
    const signerId = (await api.get(w.adminToken, w.tenant.id, envelope.uuid)).json().signers[0].uuid;
    const form = multipartBody('signed on paper.pdf', await letterPdf(1));
    const paper = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${w.tenant.id}/signing/envelopes/${envelope.uuid}/paper-copy?signer_uuid=${signerId}`,
      headers: { ...bearer(w.adminToken), ...form.headers },
      payload: form.payload,
    });
    expect(paper.statusCode).toBe(200);
    expect(paper.json().progress).toBe('signed');
    expect(paper.json().signers[0]).toMatchObject({ status: 'signed', signed_on_paper: true });
  });

  it('a decline ends the envelope for everyone; a voided one refuses its link with its own code', async () => {
    const w = await signingWorld(ctx);
    const declined = await sentEnvelope(w, 'signed_in', [{ kind: 'user', user_uuid: w.client.id }]);
    const gone = await api.call(w.clientToken, 'POST', `signing/sign/${declined.uuid}/decline`, {
      reason: 'Wrong year',
    });
    expect(gone.statusCode).toBe(200);
    const seen = (await api.get(w.adminToken, w.tenant.id, declined.uuid)).json();
    expect(seen).toMatchObject({ status: 'declined', progress: 'declined' });
    expect(seen.signers[0]).toMatchObject({ status: 'declined', declined_reason: 'Wrong year' });

    const voided = await sentEnvelope(w, 'signed_in', [{ kind: 'link', name: 'Pat', email: 'pat2@spouse.test' }]);
    const token = linkToken(await lastMail(ctx, 'pat2@spouse.test', 'signing-request'));
    expect((await api.act(w.adminToken, w.tenant.id, voided.uuid, 'void', { reason: 'Replaced' })).statusCode).toBe(
      200,
    );
    const late = await api.call(null, 'GET', `signing/link/${token}`);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('SIGNING_VOIDED');
    expect((await api.call(null, 'GET', `signing/link/${'x'.repeat(43)}`)).json().error.code).toBe(
      'SIGNING_LINK_INVALID',
    );
  });
});
