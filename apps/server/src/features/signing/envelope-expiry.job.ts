import type { FastifyBaseLogger } from 'fastify';
import { recordAlongside } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { lockEnvelope, updateEnvelope } from './envelopes.repo.ts';
import type { SigningEvents } from './signing-events.ts';
import type { Clock } from '../../platform/time/clock.ts';

export const ENVELOPE_EXPIRY_QUEUE = 'signing-expiry';
/** Hourly at :41. Signing refuses an envelope past its expiry at once; the job makes the list say so. */
const HOURLY = '41 * * * *';
/** Envelopes ended per run: a backlog is worked through over the next runs, never in one long transaction. */
const BATCH = 500;

/**
 * Sent envelopes past their expiry become `expired`, each in its own transaction with its chain event and its
 * audit event (no actor: the schedule). One already signed, declined or voided meanwhile is left alone.
 */
export async function expireEnvelopes(deps: { db: Db; events: SigningEvents; now?: Date }): Promise<number> {
  const { db, events } = deps;
  const now = deps.now ?? new Date();
  const due = await db
    .selectFrom('signing_envelopes')
    .select(['id', 'tenant_id'])
    .where('status', '=', 'sent')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(BATCH)
    .execute();
  let expired = 0;
  for (const envelope of due) {
    await db.transaction().execute(async (trx) => {
      const locked = await lockEnvelope(trx, envelope.id);
      if (locked?.status !== 'sent') return;
      await updateEnvelope(trx, envelope.id, { status: 'expired', ended_at: now });
      await events.append(trx, envelope.id, { type: 'expired' });
      await recordAlongside(
        trx,
        { userId: null, ip: null },
        { action: 'ENVELOPE_EXPIRE', tenantId: envelope.tenant_id, target: `envelope:${envelope.id}` },
      );
      expired++;
    });
  }
  return expired;
}

/** Hourly; it reads the firm's clock, so a test server (TEST_CLOCK) can move past an expiry and run it at once. */
export async function startEnvelopeExpiry(deps: {
  db: Db;
  jobs: Jobs;
  events: SigningEvents;
  log: FastifyBaseLogger;
  clock: Clock;
}) {
  const { jobs, log, clock } = deps;
  await jobs.defineQueue(ENVELOPE_EXPIRY_QUEUE, {
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 1800,
  });
  await jobs.work(ENVELOPE_EXPIRY_QUEUE, async () => {
    const expired = await expireEnvelopes({ ...deps, now: clock.now() });
    if (expired > 0) log.info({ expired }, 'signing envelopes expired');
  });
  await jobs.schedule(ENVELOPE_EXPIRY_QUEUE, HOURLY);
}
