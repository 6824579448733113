import { DEFAULT_REMINDER_CADENCE } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import type { MailQueue, MailMessage } from '../../platform/mail/mail-channel.ts';
import type { MailTemplate } from '../../platform/mail/templates/render-mail.ts';
import { createClock } from '../../platform/time/clock.ts';
import { createNotificationsService } from '../notifications/notifications.service.ts';
import { createSignerNotices } from './signing-notices.ts';
import { sendSigningReminders } from './signing-reminders.job.ts';
import { draftOf, letterPdf, signingApi, signingWorld } from './signing.test-support.ts';

const ctx = useTestApp();
const api = signingApi(ctx);

/** The reminders' e-mails, kept instead of queued, so a run's recipients can be read. */
function keptMail() {
  const sent: MailMessage<MailTemplate>[] = [];
  const mail = {
    enqueue: async (_db: unknown, m: MailMessage<MailTemplate>) => (sent.push(m), { id: 'x', queued: true }),
  };
  return { sent, mail: mail as unknown as MailQueue };
}

describe('signing reminders', () => {
  it("remind the signer whose turn it is on the firm's cadence days, once a day", async () => {
    const w = await signingWorld(ctx);
    const clock = createClock('UTC');
    const today = new Date().toISOString().slice(0, 10);
    const envelope = (await api.upload(w.adminToken, w.tenant.id, await letterPdf(1))).json();
    const draft = draftOf(
      [
        { kind: 'link', name: 'Pat First', email: 'first@remind.test' },
        { kind: 'link', name: 'Sam Second', email: 'second@remind.test' },
      ],
      { due_date: today },
    );
    expect((await api.save(w.adminToken, w.tenant.id, envelope.uuid, draft)).statusCode).toBe(200);
    expect((await api.act(w.adminToken, w.tenant.id, envelope.uuid, 'send')).statusCode).toBe(200);

    const { sent, mail } = keptMail();
    const deps = {
      db: ctx.database.db,
      clock,
      notices: createSignerNotices({
        mail,
        publicUrl: 'https://portal.example.test',
        notifications: createNotificationsService({ db: ctx.database.db, mail, clock }),
      }),
      cadence: async () => ({ enabled: true, cadence: DEFAULT_REMINDER_CADENCE }),
    };
    // Due today and the cadence reminds on the due day: the first signer only (sequential), once.
    expect(await sendSigningReminders(deps)).toBe(1);
    expect(sent.map((m) => [m.to, m.template, (m.vars as { reminder: boolean }).reminder])).toEqual([
      ['first@remind.test', 'signing-request', true],
    ]);
    expect(await sendSigningReminders(deps)).toBe(0);

    // Reminders switched off by the firm: nothing.
    expect(
      await sendSigningReminders({
        ...deps,
        cadence: async () => ({ enabled: false, cadence: DEFAULT_REMINDER_CADENCE }),
      }),
    ).toBe(0);
  });
});
