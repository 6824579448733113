import { appUrl, paths, type TLocale } from '@ledgerport/contract';
import type { Db } from '../../platform/db/schema.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import { mailLocale } from '../../platform/mail/templates/render-mail.ts';
import type { SmsQueue } from '../../platform/sms/sms-channel.ts';

export type ReminderRecipient = {
  id: string;
  email: string;
  name: string;
  locale: string;
  phone_mobile: string | null;
};
export type ReminderListItem = { id: string; tenantId: string; tenantName: string; title: string; dueOn: string };

/** What the SMS channel accepts; a number stored otherwise gets the e-mail alone rather than failing the run. */
const E164 = /^\+[1-9]\d{6,14}$/;

/** A text is short: how many requests, how many overdue, and one link to the client's requests page. */
const TEXTS: Record<TLocale, (firm: string, count: number, overdue: number, link: string) => string> = {
  en: (firm, n, late, link) => `${firm}: ${n} open request(s) for you${late ? `, ${late} overdue` : ''}. ${link}`,
  es: (firm, n, late, link) =>
    `${firm}: tiene ${n} solicitud(es) abierta(s)${late ? `, ${late} vencida(s)` : ''}. ${link}`,
  de: (firm, n, late, link) =>
    `${firm}: ${n} offene Anforderung(en) für Sie${late ? `, ${late} überfällig` : ''}. ${link}`,
  it: (firm, n, late, link) =>
    `${firm}: ${n} richiesta/e aperta/e per lei${late ? `, ${late} scaduta/e` : ''}. ${link}`,
  ru: (firm, n, late, link) => `${firm}: открытых запросов: ${n}${late ? `, просрочено: ${late}` : ''}. ${link}`,
};

export type ReminderChannels = { mail: MailQueue; sms: SmsQueue; publicUrl: string };

/**
 * Queues one reminder (e-mail, and a text when `texts` allows and the person has a mobile number) listing
 * `items`, in the recipient's language, inside `trx`: it exists only if the caller's transaction commits.
 * `key` names this one message (its idempotency key): the same key never sends twice.
 */
export async function queueReminder(
  trx: Db,
  channels: ReminderChannels,
  message: {
    recipient: ReminderRecipient;
    items: ReminderListItem[];
    today: string;
    key: string;
    nudge: boolean;
    texts: { firmName: string } | null;
  },
): Promise<void> {
  const { recipient, items, today, key, nudge, texts } = message;
  const link = (item: ReminderListItem) => appUrl(channels.publicUrl, paths.clientRequests(item.tenantId, item.id));
  await channels.mail.enqueue(trx, {
    to: recipient.email,
    locale: recipient.locale,
    template: 'request-reminder',
    vars: {
      name: recipient.name,
      nudge,
      items: items.map((item) => ({
        title: item.title,
        tenantName: item.tenantName,
        dueOn: item.dueOn,
        overdue: item.dueOn < today,
        link: link(item),
      })),
    },
    idempotencyKey: key,
  });
  const phone = recipient.phone_mobile;
  if (!texts || !phone || !E164.test(phone)) return;
  const overdue = items.filter((item) => item.dueOn < today).length;
  const page = appUrl(channels.publicUrl, paths.clientRequests(items[0]!.tenantId));
  await channels.sms.enqueue(trx, {
    to: phone,
    locale: recipient.locale,
    body: TEXTS[mailLocale(recipient.locale)](texts.firmName, items.length, overdue, page),
    idempotencyKey: `${key}:text`,
  });
}
