import { appUrl, paths } from '@ledgerport/contract';
import type { Db } from '../../../platform/db/schema.ts';
import type { MailQueue } from '../../../platform/mail/mail-channel.ts';
import type { DigestItem } from '../../../platform/mail/templates/notification-digest.ts';
import type { Clock } from '../../../platform/time/clock.ts';
import { firmDateOf, nextFirmHour } from '../../../platform/time/firm-day.ts';
import { digestHourFor, firmDefaultsOf } from '../preferences/email-plans.ts';
import { readNotificationDefaults, readOwnPreferences } from '../preferences/notification-preferences.repo.ts';
import { notificationLink } from './notification-links.ts';
import {
  findDigestRecipient,
  lockDueDigest,
  markDigested,
  postponeDigest,
  usersWithDueDigest,
} from './notification-digest.repo.ts';

export type DigestRunDeps = {
  db: Db;
  mail: MailQueue;
  clock: Clock;
  publicUrl: string;
  log?: { error: (details: object, message: string) => void };
};

/** Items one digest lists; the rest are counted ("…and 12 more") and wait in the app. */
const MAX_ITEMS = 100;

/**
 * The daily digests due by now (the firm's clock): one e-mail per person whose notifications wait for a digest
 * instant that has come, in their language, listing them company by company with links, and those notifications
 * marked digested in the same transaction as the e-mail is queued. A crash leaves both or neither; a second run
 * finds nothing; the e-mail's key (`notification-digest:<user>:<firm date>`) allows one digest a day, so what
 * reaches a person whose digest of the day went already waits for tomorrow's. Answers how many were queued.
 */
export async function sendDueDigests(deps: DigestRunDeps): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  const failures: unknown[] = [];
  for (const userId of await usersWithDueDigest(deps.db, now)) {
    try {
      sent += await digestOf(deps, userId, now);
    } catch (error) {
      // One person's failure (an address the mail channel refuses) must not keep the others from theirs.
      deps.log?.error({ err: error, userId }, 'notification digest not sent');
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} digest(s) failed; ${sent} sent`);
  return sent;
}

function digestOf(deps: DigestRunDeps, userId: string, now: Date): Promise<number> {
  const { clock } = deps;
  return deps.db.transaction().execute(async (trx) => {
    const rows = await lockDueDigest(trx, userId, now);
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    const person = await findDigestRecipient(trx, userId);
    // Someone whose account is no longer active hears nothing; the app keeps what they were told.
    if (!person || person.status !== 'ACTIVE') {
      await markDigested(trx, ids);
      return 0;
    }

    const groups = new Map<string | null, { tenantName: string | null; items: DigestItem[] }>();
    for (const row of rows.slice(0, MAX_ITEMS)) {
      const { kind, params, tenant_id: tenantId } = row;
      const notification = { kind, params } as DigestItem['notification'];
      const tenantName = row.tenant_name ?? (tenantId && 'tenant_name' in params ? params.tenant_name : null);
      const group = groups.get(tenantId) ?? { tenantName, items: [] };
      group.items.push({ notification, link: notificationLink(deps.publicUrl, notification, tenantId) });
      groups.set(tenantId, group);
    }
    // Companies by name, news about no company last.
    const ordered = [...groups.values()].sort((a, b) =>
      a.tenantName === null ? 1 : b.tenantName === null ? -1 : a.tenantName.localeCompare(b.tenantName),
    );

    const { queued } = await deps.mail.enqueue(trx, {
      to: person.email,
      locale: person.locale,
      template: 'notification-digest',
      vars: {
        name: person.name,
        groups: ordered,
        more: Math.max(0, rows.length - MAX_ITEMS),
        allLink: appUrl(deps.publicUrl, paths.notifications),
      },
      idempotencyKey: `notification-digest:${userId}:${firmDateOf(now, clock.timeZone)}`,
    });
    if (queued) {
      await markDigested(trx, ids);
      return 1;
    }
    // Today's digest went already (these came in after it was made): they wait for the next one.
    const firm = firmDefaultsOf(await readNotificationDefaults(trx));
    const hour = digestHourFor(await readOwnPreferences(trx, userId), firm);
    await postponeDigest(trx, ids, nextFirmHour(now, hour, clock.timeZone));
    return 0;
  });
}
