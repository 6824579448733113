import type { FastifyInstance } from 'fastify';
import type { Audited } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { UploadsService } from '../files/uploads.service.ts';
import { createMessageChangesService } from './message-changes.service.ts';
import type { MessageReplies } from './message-events.ts';
import { createMessageNews, type MessageNewsDeps } from './message-news.ts';
import { startMessageNews } from './message-news.job.ts';
import { messageFormsRoutes } from './message-forms.routes.ts';
import { createMessageThreadsService } from './message-threads.service.ts';
import { createMessageWritingService } from './message-writing.service.ts';
import { messagesRoutes } from './messages.routes.ts';
import { threadAudience } from './messages.repo.ts';
import { createMessageSettingsService, readSettings } from './message-settings.service.ts';
import { createSavedRepliesService } from './saved-replies.service.ts';

/**
 * Messages (issue 34): conversations per company with internal notes, links, attachments and read marks; the
 * firm's inbox, saved replies and its message setting. `uploads` is the files feature's way to keep a message's
 * files (all or none); its news (who is told, in the app and by e-mail) is a job queued with each message. Answers `replies`, the way an e-mailed
 * reply is posted (the inbound-mail side is wired to it). `reach` is what the news needs from the platform: the
 * mail queue, the notifications feature and the thread's Reply-To address (inbound-mail's).
 */
export async function registerMessages(
  api: FastifyInstance,
  deps: {
    db: Db;
    audited: Audited;
    jobs: Jobs;
    uploads: Pick<UploadsService, 'storeUploads'>;
    uploadMaxBytes: number;
    reach: Pick<MessageNewsDeps, 'mail' | 'notifications' | 'publicUrl' | 'replyTo'>;
  },
): Promise<{ replies: MessageReplies }> {
  const { db, audited } = deps;
  const threads = createMessageThreadsService({ db, audited });
  const writing = createMessageWritingService({
    db,
    audited,
    uploads: deps.uploads,
    news: await startMessageNews({
      jobs: deps.jobs,
      news: createMessageNews({
        db,
        ...deps.reach,
        threads: threadAudience,
        clientEmailsIncludeText: async (trx) => (await readSettings(trx)).client_emails_include_text,
      }),
      log: api.log,
    }),
  });
  await api.register(messagesRoutes, {
    threads,
    changes: createMessageChangesService({ db, audited }),
    savedReplies: createSavedRepliesService({ db, audited }),
    settings: createMessageSettingsService({ db, audited }),
  });
  await api.register(messageFormsRoutes, { writing, threads, maxBytes: deps.uploadMaxBytes });
  return { replies: writing.replies };
}
