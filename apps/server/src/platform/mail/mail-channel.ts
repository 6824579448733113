import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.ts';
import type { EnqueueOptions, OutboundChannel, OutboundQueue } from '../outbound/outbound-channel.ts';
import { createOutboundDelivery } from '../outbound/outbound-delivery.ts';
import type { Mailer } from './mailer.ts';
import { outboxColumns } from './outbox-messages.repo.ts';
import { readFirmBranding } from '../branding/firm-branding.repo.ts';
import { logoPath } from '../branding/logo-path.ts';
import type { MailBrand } from './templates/layout.ts';
import {
  DEFAULT_MAIL_BRAND,
  mailLocale,
  renderMail,
  type MailTemplate,
  type MailVars,
} from './templates/render-mail.ts';

export const MAIL_QUEUE = 'mail-send';

/**
 * Sends at once per batch. The mail queue's two pollers together then use exactly the SMTP pool's connections
 * (smtp-mailer.ts), so a message never waits in the pool after its send started (the claim's `startBy`), and a
 * crash sends at most one message per connection twice (outbound-delivery.ts).
 */
const SENDS_IN_FLIGHT = 5;
/**
 * SMTP acceptances of a large batch arrive one every few ms: a SENT mark waits this long for company, unless the
 * slot's next message reaches its final dot sooner (outbound-delivery.ts).
 */
const SENT_MARK_LINGER_MS = 10;

export type MailMessage<T extends MailTemplate> = {
  to: string;
  /** The recipient's language; one we do not offer falls back to English. */
  locale: string;
  template: T;
  vars: MailVars[T];
  /** Names this one e-mail (e.g. `invitation:<invitation id>`): enqueueing the same key again does nothing. */
  idempotencyKey: string;
  /** The Reply-To address (a request's inbound address, issue 32). */
  replyTo?: string | null;
  /** Set by the queue from the firm settings at enqueue time (a feature never passes it). */
  brand?: MailBrand;
};

/** `mail.enqueue(trx, message)` is how a feature sends an e-mail: rendered, stored, delivered (OutboundQueue). */
export type MailQueue = {
  enqueue: <T extends MailTemplate>(
    db: Kysely<DB>,
    message: MailMessage<T>,
    options?: EnqueueOptions,
  ) => Promise<{ id: string; queued: boolean }>;
  enqueueMany: <T extends MailTemplate>(db: Kysely<DB>, messages: MailMessage<T>[]) => Promise<number>;
  wake: OutboundQueue<MailMessage<MailTemplate>>['wake'];
  deliver: OutboundQueue<MailMessage<MailTemplate>>['deliver'];
  releaseHeld: OutboundQueue<MailMessage<MailTemplate>>['releaseHeld'];
};

const ZAddress = z.email();

/** E-mail as a channel of the outbound pipeline: rendered into `outbox_messages`, sent through `mailer`. */
export const mailChannel = (
  mailer: Mailer,
): OutboundChannel<'outbox_messages', MailMessage<MailTemplate>, 'outboxId'> => ({
  table: 'outbox_messages',
  queue: MAIL_QUEUE,
  jobKey: 'outboxId',
  noun: 'message',
  prepare(message) {
    if (!ZAddress.safeParse(message.to).success) throw new Error(`Not an e-mail address: ${message.to}`);
    const locale = mailLocale(message.locale);
    const brand = message.brand ?? DEFAULT_MAIL_BRAND;
    const rendered = renderMail(message.template, locale, message.vars, brand);
    return outboxColumns({ ...message, locale, ...rendered, fromName: brand.senderName });
  },
  via: mailer.transport,
  async send(row, terms) {
    await mailer.deliver(
      {
        id: row.id,
        to: row.to_address,
        fromName: row.from_name,
        replyTo: row.reply_to,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      },
      terms,
    );
    return null;
  },
  sendsInFlight: SENDS_IN_FLIGHT,
  sentMarkLingerMs: SENT_MARK_LINGER_MS,
});

/**
 * The firm's name, sender, colour and logo as they are now, read in the caller's transaction: an e-mail is
 * rendered once, when it is queued, and keeps the name it was written with (a retry after a rename sends the
 * same message).
 *
 * The logo is a link to its public address (PUBLIC_URL + /api/v1/branding/logo/<version>), not a CID attachment:
 * every e-mail is stored whole in the outbox, and a 256 KB logo copied into each of a 10,000-row bulk send would
 * be gigabytes of rows; a link costs nothing, stays cached by mail clients, and works for the outbox's own viewer.
 * The price: mail clients that hold remote images back show the alt text (the firm's name) until the reader
 * allows them, and PUBLIC_URL must be reachable by recipients (docs/operations.md, Mail). Without a PUBLIC_URL
 * (some tests) an e-mail has no logo.
 */
export async function currentMailBrand(db: Kysely<DB>, publicUrl?: string): Promise<MailBrand> {
  const row = await readFirmBranding(db);
  return {
    firmName: row.firm_name,
    supportEmail: row.support_email,
    senderName: row.sender_name,
    primaryColor: row.primary_color,
    logoUrl: row.logo_type && publicUrl ? `${publicUrl.replace(/\/+$/, '')}${logoPath(row.logo_version)}` : null,
  };
}

/**
 * The queue features use: every message is written in the firm's name (firm settings) before it is stored. A
 * transaction reads the branding once however many e-mails it queues (a bulk import invites a thousand people).
 */
export function brandedMailQueue(queue: MailQueue, publicUrl?: string): MailQueue {
  const perTransaction = new WeakMap<Kysely<DB>, Promise<MailBrand>>();
  const brandFor = (db: Kysely<DB>) => {
    if (!db.isTransaction) return currentMailBrand(db, publicUrl);
    let brand = perTransaction.get(db);
    if (!brand) perTransaction.set(db, (brand = currentMailBrand(db, publicUrl)));
    return brand;
  };
  return {
    enqueue: async (db, message, options) => queue.enqueue(db, { ...message, brand: await brandFor(db) }, options),
    async enqueueMany(db, messages) {
      const brand = await brandFor(db);
      return queue.enqueueMany(
        db,
        messages.map((message) => ({ ...message, brand })),
      );
    },
    wake: queue.wake,
    deliver: queue.deliver,
    releaseHeld: queue.releaseHeld,
  };
}

/** The mail jobs' delivery of a batch on its own (what the queue's worker runs). */
export const createMailDelivery = ({
  db,
  mailer,
  claimSeconds,
}: {
  db: Kysely<DB>;
  mailer: Mailer;
  claimSeconds: number;
}) => createOutboundDelivery(mailChannel(mailer), { db, claimSeconds });
