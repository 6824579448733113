import type { FastifyInstance } from 'fastify';
import type { Audited } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { overdueRequestsRoutes } from './overdue-requests.routes.ts';
import type { PeriodDocumentsService } from '../files/period-documents.service.ts';
import type { SubmissionLookups } from './request-already-sent.ts';
import { createOrganizerRequests } from './organizer-requests.ts';
import { createReceiptCandidates } from './request-receipt-candidates.ts';
import { createOverdueRequestsService } from './overdue-requests.service.ts';
import { createNudgeService } from './request-nudge.service.ts';
import { createRequestLinkUploads } from './request-link-uploads.service.ts';
import { createRequestNotifier, type RequestReplyTo } from './request-notifications.ts';
import { createRequestReader } from './request-reading.ts';
import type { ReminderChannels } from './request-reminder-message.ts';
import { createReminderSettingsService } from './request-reminder-settings.service.ts';
import { requestRemindersRoutes } from './request-reminders.routes.ts';
import { startRequestReminders } from './request-reminders.job.ts';
import { startRequestSeries } from './request-series.job.ts';
import { createTemplateApplyService } from './request-template-apply.service.ts';
import { templateRunNews } from './request-template-news.ts';
import { startTemplateRuns } from './request-template-run.job.ts';
import type { RunProgress } from './request-template-run.ts';
import { requestTemplatesRoutes } from './request-templates.routes.ts';
import { createRequestTemplatesService } from './request-templates.service.ts';
import { createRequestTransitionsService } from './request-transitions.service.ts';
import { requestsRoutes } from './requests.routes.ts';
import { createRequestsService } from './requests.service.ts';

/**
 * The requests feature: its routes, the schedule that makes each new period's requests, the one that reminds
 * clients of what they owe, and the template runs (whose new requests are told to each tenant's users).
 * Answers the service upload links use to serve a request.
 * `channels` is how reminders leave (e-mail, texts, the links' base URL).
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
    /** What the sales-tax and payroll features say was submitted (a request for it is DONE at creation). */
    submissions: SubmissionLookups;
    /** The files feature's read of a tenant's files by kind and days (a request marked received links them). */
    periodDocuments: PeriodDocumentsService;
    /** A request's inbound address for the Reply-To of its e-mails (issue 32), when e-mail in is configured. */
    replyTo?: RequestReplyTo;
  },
) {
  const { db, audited, clock, channels, jobs, submissions } = deps;
  const reader = createRequestReader(clock);
  const notifier = createRequestNotifier({
    notifications: deps.notifications,
    publicUrl: channels.publicUrl,
    replyTo: deps.replyTo,
  });
  const transitions = createRequestTransitionsService({ db, audited, reader, notifier });
  await api.register(requestsRoutes, {
    requests: createRequestsService({ db, audited, reader, notifier, submissions }),
    transitions,
    receiptCandidates: createReceiptCandidates({ db, periodDocuments: deps.periodDocuments }),
  });
  await api.register(requestRemindersRoutes, {
    settings: createReminderSettingsService({ db, audited }),
    nudges: createNudgeService({ db, audited, clock, channels }),
  });
  const progress: RunProgress = new Map();
  await api.register(requestTemplatesRoutes, {
    templates: createRequestTemplatesService({ db, audited }),
    apply: createTemplateApplyService({ db, audited, jobs, progress, clock }),
  });
  await api.register(overdueRequestsRoutes, { overdue: createOverdueRequestsService({ db, reader }) });
  await startRequestSeries({ db, jobs, log: api.log, clock, submissions });
  await startTemplateRuns({
    db,
    jobs,
    log: api.log,
    clock,
    progress,
    submissions,
    onRequestsCreated: templateRunNews({ reader, notifier }),
  });
  await startRequestReminders({ db, jobs, log: api.log, clock, channels });
  // What e-mail in (issue 32) needs of requests: their transitions (a reply's files fulfil one); and what upload
  // links need: which may take files, and the submission a file makes.
  // And what organizers (issue 33) need: an organizer is a request of kind ORGANIZER.
  return {
    transitions,
    linkUploads: createRequestLinkUploads({ reader, notifier }),
    organizers: createOrganizerRequests({ reader, notifier }),
  };
}
