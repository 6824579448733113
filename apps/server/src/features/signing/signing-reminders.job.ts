import type { TReminderCadence } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import { recordAlongside } from '../../platform/audit/audited.ts';
import { dayText } from '../../platform/db/exact-values.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { firmDateOf } from '../../platform/time/firm-day.ts';
import { signersDue } from './envelope-actions.service.ts';
import { findEnvelope, lockEnvelope, updateEnvelope } from './envelopes.repo.ts';
import { listSigners } from './signers.repo.ts';
import type { SignerNotices } from './signing-notices.ts';

export const SIGNING_REMINDERS_QUEUE = 'signing-reminders';
/** Hourly at :13: the firm's day starts at a different UTC hour in each zone; once a day per envelope at most. */
const HOURLY = '13 * * * *';
const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export type SigningReminderDeps = {
  db: Db;
  clock: Clock;
  notices: SignerNotices;
  /** The firm's cadence, as the requests feature keeps it (request-reminders). */
  cadence: (db: Db) => Promise<{ enabled: boolean; cadence: TReminderCadence }>;
};

/**
 * Reminds the signers whose turn it is on the days the firm's reminder cadence names around the envelope's due
 * date (its expiry's day when it has none): before, on and after it, until it is signed, declined, voided or
 * expired. One reminder per envelope per firm day (`last_reminded_at`), each with its audit event.
 */
export async function sendSigningReminders(deps: SigningReminderDeps): Promise<number> {
  const { db, clock, notices } = deps;
  const firm = await deps.cadence(db);
  if (!firm.enabled) return 0;
  const now = clock.now();
  const today = firmDateOf(now, clock.timeZone);
  const dueDays = new Set([
    ...firm.cadence.before_days.map((d) => shift(today, d)),
    ...(firm.cadence.on_due_day ? [today] : []),
    ...firm.cadence.after_days.map((d) => shift(today, -d)),
  ]);
  const sent = await db
    .selectFrom('signing_envelopes')
    .select(['id', dayText('due_date').as('due_date'), 'expires_at', 'last_reminded_at', 'tenant_id'])
    .where('status', '=', 'sent')
    .execute();
  let reminded = 0;
  for (const row of sent) {
    const due = row.due_date ?? (row.expires_at && firmDateOf(row.expires_at, clock.timeZone));
    if (!due || !dueDays.has(due)) continue;
    if (row.last_reminded_at && firmDateOf(row.last_reminded_at, clock.timeZone) === today) continue;
    await db.transaction().execute(async (trx) => {
      await lockEnvelope(trx, row.id);
      const envelope = await findEnvelope(trx, row.id);
      if (envelope?.status !== 'sent') return;
      const due = signersDue(envelope.signing_order, await listSigners(trx, [row.id])).filter(
        (s) => s.status === 'notified' || s.status === 'viewed',
      );
      for (const signer of due) await notices.notify(trx, envelope, signer, 'reminder');
      await updateEnvelope(trx, row.id, { last_reminded_at: now });
      if (due.length > 0) {
        await recordAlongside(
          trx,
          { userId: null, ip: null },
          {
            action: 'ENVELOPE_REMINDED',
            tenantId: row.tenant_id,
            target: `envelope:${row.id}`,
            detail: `${due.length} signers`,
          },
        );
        reminded += due.length;
      }
    });
  }
  return reminded;
}

export async function startSigningReminders(deps: SigningReminderDeps & { jobs: Jobs; log: FastifyBaseLogger }) {
  const { jobs, log } = deps;
  await jobs.defineQueue(SIGNING_REMINDERS_QUEUE, {
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 1800,
  });
  await jobs.work(SIGNING_REMINDERS_QUEUE, async () => {
    const reminded = await sendSigningReminders(deps);
    if (reminded > 0) log.info({ reminded }, 'signing reminders sent');
  });
  await jobs.schedule(SIGNING_REMINDERS_QUEUE, HOURLY);
}
