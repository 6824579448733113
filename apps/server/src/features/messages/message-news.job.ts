import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { MessageNews, MessageNewsQueue, TMessagePosted } from './message-events.ts';

export const MESSAGE_NEWS_QUEUE = 'message-news';

/**
 * The news of each message as a job: sent in the transaction that stores the message, worked after its commit.
 * The writer's answer no longer waits for the notifications and e-mails of everyone told (a post's cost was four
 * times its own statements), a crash between the commit and the news loses nothing (the job is there), and a
 * failure (a database hiccup) is retried instead of logged and lost. A retry after a partial run cannot send an
 * e-mail twice: the news's e-mails carry an idempotency key per message and person.
 */
export async function startMessageNews(deps: {
  jobs: Jobs;
  news: MessageNews;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The first retry's delay, doubling after (tests shorten it). */
  retryDelaySeconds?: number;
}): Promise<MessageNewsQueue> {
  const { jobs, news, log } = deps;
  await jobs.defineQueue(MESSAGE_NEWS_QUEUE, {
    retryLimit: 5,
    retryDelay: deps.retryDelaySeconds ?? 30,
    retryBackoff: true,
    expireInSeconds: 300,
  });
  await jobs.work<TMessagePosted>(MESSAGE_NEWS_QUEUE, async (job) => {
    try {
      await news.posted(job.data);
    } catch (error) {
      const { threadId, messageId } = job.data;
      log.error(
        { err: error, threadId, messageId, attempt: job.attempt },
        'message news not told; the queue tries again',
      );
      throw error;
    }
  });
  return {
    enqueue: async (trx, event) => {
      await jobs.send(trx, MESSAGE_NEWS_QUEUE, event);
    },
    wake: () => jobs.wake(MESSAGE_NEWS_QUEUE),
  };
}
