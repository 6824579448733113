import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { latestEvent } from '../../../test/audit-trail.ts';
import { expireEnvelopes } from './envelope-expiry.job.ts';
import { createSigningEvents } from './signing-events.ts';
import {
  draftOf,
  letterPdf,
  signingApi,
  signingWorld,
  testSigningPlatform,
  withSigningPlatform,
} from './signing.test-support.ts';

const ctx = useTestApp(undefined, {}, withSigningPlatform);
const api = signingApi(ctx);

describe('an envelope past its expiry', () => {
  it('cannot be signed at once, and the schedule marks it expired with its events', async () => {
    const w = await signingWorld(ctx);
    const envelope = (await api.upload(w.adminToken, w.tenant.id, await letterPdf(1))).json();
    await api.save(w.adminToken, w.tenant.id, envelope.uuid, draftOf([{ kind: 'user', user_uuid: w.client.id }]));
    expect((await api.act(w.adminToken, w.tenant.id, envelope.uuid, 'send')).statusCode).toBe(200);
    const db = ctx.database.db;
    await db
      .updateTable('signing_envelopes')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', envelope.uuid)
      .execute();

    const late = await api.call(w.clientToken, 'POST', `signing/sign/${envelope.uuid}/consent`, { accepted: true });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('SIGNING_EXPIRED');

    const events = createSigningEvents(testSigningPlatform.chainEvent);
    expect(await expireEnvelopes({ db, events })).toBeGreaterThanOrEqual(1);
    expect((await api.get(w.adminToken, w.tenant.id, envelope.uuid)).json()).toMatchObject({
      status: 'expired',
      progress: 'expired',
    });
    expect((await latestEvent(ctx, 'ENVELOPE_EXPIRE', `envelope:${envelope.uuid}`)).result).toBe('OK');
    const chain = await db
      .selectFrom('signing_events')
      .select(['seq', 'prev_hash', 'hash'])
      .where('envelope_id', '=', envelope.uuid)
      .orderBy('seq')
      .execute();
    // created, sent, expired: each holding the hash of the one before.
    expect(chain).toHaveLength(3);
    expect(chain[0]!.prev_hash).toBeNull();
    expect(chain[1]!.prev_hash).toBe(chain[0]!.hash);
    expect(chain[2]!.prev_hash).toBe(chain[1]!.hash);
    // A second run finds nothing more to do for it.
    await expireEnvelopes({ db, events });
    expect(
      await db.selectFrom('signing_events').select('seq').where('envelope_id', '=', envelope.uuid).execute(),
    ).toHaveLength(3);
  });
});
