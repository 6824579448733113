import type { FastifyInstance } from 'fastify';
import type { Audited } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { UploadsService } from '../files/uploads.service.ts';
import { createMessageChangesService } from './message-changes.service.ts';
import type { MessageNews, MessageReplies } from './message-events.ts';
import { messageFormsRoutes } from './message-forms.routes.ts';
import { createMessageThreadsService } from './message-threads.service.ts';
import { createMessageWritingService } from './message-writing.service.ts';
import { messagesRoutes } from './messages.routes.ts';
import { createSavedRepliesService } from './saved-replies.service.ts';

/**
 * TODO(issue 34, integration): the 'message-news' helper's MessageNews (in-app news, e-mails by each person's
 * digest choice) replaces this at integration, passed in as `deps.news`. Until then a committed message tells
 * nobody.
 */
export const silentMessageNews: MessageNews = { posted: async () => undefined };

/**
 * Messages (issue 34): conversations per company with internal notes, links, attachments and read marks; the
 * firm's inbox, saved replies and its message setting. `uploads` is the files feature's way to keep a message's
 * files (all or none); `news` tells people after each committed message. Answers `replies`, the way an e-mailed
 * reply is posted (the inbound-mail side is wired to it).
 */
export async function registerMessages(
  api: FastifyInstance,
  deps: {
    db: Db;
    audited: Audited;
    uploads: Pick<UploadsService, 'storeUploads'>;
    uploadMaxBytes: number;
    news?: MessageNews;
  },
): Promise<{ replies: MessageReplies }> {
  const { db, audited } = deps;
  const threads = createMessageThreadsService({ db, audited });
  const writing = createMessageWritingService({
    db,
    audited,
    uploads: deps.uploads,
    news: deps.news ?? silentMessageNews,
    log: api.log,
  });
  await api.register(messagesRoutes, {
    threads,
    changes: createMessageChangesService({ db, audited }),
    savedReplies: createSavedRepliesService({ db, audited }),
  });
  await api.register(messageFormsRoutes, { writing, threads, maxBytes: deps.uploadMaxBytes });
  return { replies: writing.replies };
}
