import type { TClientAsk, TClientAsks } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';
import { draftOf, letterPdf, signingApi, signingWorld } from '../signing/signing.test-support.ts';

// Issue 31: an envelope whose turn to sign is the client's is on "What your firm needs from you".
const ctx = useTestApp();
const api = signingApi(ctx);
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type World = Awaited<ReturnType<typeof signingWorld>>;

/** A draft of `tenantId` prepared by the Admin with these signers; sent unless `send` is false. */
async function envelope(
  w: World,
  tenantId: string,
  title: string,
  signers: object[],
  options: { order?: string; due_date?: string | null; send?: boolean } = {},
) {
  const { uuid } = (await api.upload(w.adminToken, tenantId, await letterPdf(1))).json();
  const draft = draftOf(signers, {
    title,
    verification: 'signed_in',
    order: options.order ?? 'together',
    due_date: options.due_date ?? null,
  });
  expect((await api.save(w.adminToken, tenantId, uuid, draft)).statusCode).toBe(200);
  if (options.send !== false) expect((await api.act(w.adminToken, tenantId, uuid, 'send')).statusCode).toBe(200);
  return uuid as string;
}

const asksOf = async (token: string): Promise<TClientAsks> => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/asks', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** Each item as "<title> (<urgency>)", in the list's order. */
const titles = (asks: TClientAsks) =>
  asks.data.map((ask: TClientAsk) => `${ask.type === 'document' ? ask.name : ask.title} (${ask.urgency})`);

describe('GET /asks: envelopes the client is to sign', () => {
  it('lists the envelopes whose turn is theirs, with requests by due date, and not one where they wait', async () => {
    const w = await signingWorld(ctx);
    const user = (id: string) => ({ kind: 'user', user_uuid: id });
    // The spouse signs first; the client's turn comes after.
    const joint = await envelope(w, w.tenant.id, 'Joint return 8879', [user(w.spouse.id), user(w.client.id)], {
      order: 'sequential',
      due_date: '2020-04-15',
    });
    const letter = await envelope(w, w.tenant.id, 'Engagement letter', [user(w.client.id)], { due_date: '2099-03-01' });
    await envelope(w, w.tenant.id, 'Draft consent', [user(w.client.id)], { send: false });
    const voided = await envelope(w, w.tenant.id, 'Replaced consent', [user(w.client.id)]);
    await api.act(w.adminToken, w.tenant.id, voided, 'void', { reason: 'Replaced' });
    await ctx.database.db
      .insertInto('document_requests')
      .values({ tenant_id: w.tenant.id, title: 'Bank statements', kind: 'BANK_STATEMENT', due_on: '2099-02-01' })
      .execute();

    expect(titles(await asksOf(w.clientToken))).toEqual(['Bank statements (OPEN)', 'Engagement letter (OPEN)']);
    const spouse = await asksOf(w.spouseToken);
    expect(titles(spouse)).toEqual(['Joint return 8879 (OVERDUE)', 'Bank statements (OPEN)']);
    expect(spouse.data[0]).toMatchObject({
      type: 'signature',
      tenant_uuid: w.tenant.id,
      tenant_name: w.tenant.name,
      envelope_uuid: joint,
      due_on: '2020-04-15',
    });
    expect(Date.parse((spouse.data[0] as { expires_at: string }).expires_at)).toBeGreaterThan(Date.now());

    // Once the spouse has signed, it is the client's turn, and the spouse has nothing left to sign.
    const theirs = `signing/sign/${joint}`;
    expect((await api.call(w.spouseToken, 'POST', `${theirs}/consent`, { accepted: true })).statusCode).toBe(200);
    const signed = await api.call(w.spouseToken, 'POST', `${theirs}/sign`, { signature_png: PNG, adopted: 'typed' });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(titles(await asksOf(w.clientToken))).toEqual([
      'Joint return 8879 (OVERDUE)',
      'Bank statements (OPEN)',
      'Engagement letter (OPEN)',
    ]);
    expect(titles(await asksOf(w.spouseToken))).toEqual(['Bank statements (OPEN)']);

    // Past its expiry (before the expiry job has run) it can no longer be signed, so it is not asked for.
    await ctx.database.db
      .updateTable('signing_envelopes')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', letter)
      .execute();
    expect(titles(await asksOf(w.clientToken))).toEqual(['Joint return 8879 (OVERDUE)', 'Bank statements (OPEN)']);
  });

  it('never shows a user of another company that envelope, and shows them their own', async () => {
    const w = await signingWorld(ctx);
    await envelope(w, w.tenant.id, 'Secret return 8879', [{ kind: 'user', user_uuid: w.client.id }]);
    await envelope(w, w.otherTenant.id, 'Outsider consent', [{ kind: 'user', user_uuid: w.outsider.id }]);

    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/asks', headers: bearer(w.outsiderToken) });
    expect(titles(response.json())).toEqual(['Outsider consent (OPEN)']);
    expect(response.body).not.toContain('Secret return');
    expect(response.body).not.toContain(w.tenant.id);
    expect(titles(await asksOf(w.clientToken))).toEqual(['Secret return 8879 (OPEN)']);
  });
});
