import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Audited } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import { startInboundReceiver } from '../../platform/inbound-mail/inbound-receiver.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import { createEmailedFiles } from '../files/emailed-files.service.ts';
import type { MessageReplies } from '../messages/message-events.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RequestFactsReader } from '../requests/request-by-email.service.ts';
import type { RequestTransitionsService } from '../requests/request-transitions.service.ts';
import type { InboundAddresses } from './inbound-addresses.service.ts';
import { createInboundDelivery } from './inbound-delivery.service.ts';
import { inboundMailRoutes } from './inbound-mail.routes.ts';
import { createInboundQuarantine } from './inbound-quarantine.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The port the e-mail-in receiver listens on, when it runs in this process (INBOUND_SMTP_PORT; 0 picks one). */
    inboundSmtpPort?: number;
  }
}

/**
 * E-mail in (issue 32): the staff routes (addresses, quarantine) and, when INBOUND_SMTP_PORT is set, the SMTP
 * receiver, started with the app and stopped when it closes. `app` is the root instance (its close stops it).
 */
export async function registerInboundMail(
  app: FastifyInstance,
  api: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    audited: Audited;
    storageFor: StorageResolver;
    notifications: NotificationsService;
    mail: MailQueue;
    addresses: InboundAddresses;
    requests: RequestFactsReader;
    transitions: Pick<RequestTransitionsService, 'submit'>;
    /** Issue 34: replies to a thread's address are posted through it; absent: messages are not installed. */
    messages?: MessageReplies;
  },
) {
  const { db, config, requests, transitions } = deps;
  const files = createEmailedFiles({
    db,
    log: api.log,
    storageFor: deps.storageFor,
    maxBytes: config.inboundMail?.maxFileBytes ?? config.uploadMaxBytes,
  });
  await api.register(inboundMailRoutes, {
    addresses: deps.addresses,
    quarantine: createInboundQuarantine({
      db,
      audited: deps.audited,
      files,
      requests,
      transitions,
      ...(deps.messages ? { messages: deps.messages } : {}),
    }),
  });
  const inbound = config.inboundMail;
  const smtp = inbound?.smtp;
  if (!inbound || !smtp) return;
  const handler = createInboundDelivery({
    db,
    log: api.log,
    config: inbound,
    files,
    requests,
    transitions,
    notifications: deps.notifications,
    mail: deps.mail,
    ...(deps.messages ? { messages: deps.messages } : {}),
  });
  const receiver = await startInboundReceiver({
    config: { ...inbound, smtp },
    dataDir: config.dataDir,
    handler,
    log: api.log,
  });
  app.decorate('inboundSmtpPort', receiver.port);
  // Before the database closes: a message in flight then ends with a 4xx its sender retries.
  app.addHook('onClose', () => receiver.close());
}
