import type { FastifyInstance } from 'fastify';
import type { Audited } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createNudgeService } from './request-nudge.service.ts';
import { createRequestNotifier } from './request-notifications.ts';
import { createRequestReader } from './request-reading.ts';
import type { ReminderChannels } from './request-reminder-message.ts';
import { createReminderSettingsService } from './request-reminder-settings.service.ts';
import { requestRemindersRoutes } from './request-reminders.routes.ts';
import { startRequestReminders } from './request-reminders.job.ts';
import { startRequestSeries } from './request-series.job.ts';
import { createRequestTransitionsService } from './request-transitions.service.ts';
import { requestsRoutes } from './requests.routes.ts';
import { createRequestsService } from './requests.service.ts';

/**
 * The requests feature: its routes, the schedule that makes each new period's requests, and the one that
 * reminds clients of what they owe. `channels` is how reminders leave (e-mail, texts, the links' base URL).
 */
export async function registerRequests(
  api: FastifyInstance,
  deps: {
    db: Db;
    audited: Audited;
    jobs: Jobs;
    clock: Clock;
    notifications: NotificationsService;
    channels: ReminderChannels;
  },
) {
  const { db, audited, clock, channels } = deps;
  const reader = createRequestReader(clock);
  const notifier = createRequestNotifier({ notifications: deps.notifications, publicUrl: channels.publicUrl });
  await api.register(requestsRoutes, {
    requests: createRequestsService({ db, audited, reader, notifier }),
    transitions: createRequestTransitionsService({ db, audited, reader, notifier }),
  });
  await api.register(requestRemindersRoutes, {
    settings: createReminderSettingsService({ db, audited }),
    nudges: createNudgeService({ db, audited, clock, channels }),
  });
  await startRequestSeries({ db, jobs: deps.jobs, log: api.log, clock });
  await startRequestReminders({ db, jobs: deps.jobs, log: api.log, clock, channels });
}
