import type { FastifyInstance } from 'fastify';
import type { Audited } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import type { SmsQueue } from '../../platform/sms/sms-channel.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import type { GeneratedFiles } from '../files/generated-files.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RequestThrottle } from '../registration/request-throttle.service.ts';
import { envelopeActionsRoutes } from './envelope-actions.routes.ts';
import { startEnvelopeCompletion } from './envelope-completion.job.ts';
import { envelopeEvidenceRoutes } from './envelope-evidence.routes.ts';
import { envelopeTimelineRoutes } from './envelope-timeline.routes.ts';
import { createEnvelopeTimeline } from './envelope-timeline.service.ts';
import { createEnvelopeEvidence } from './envelope-evidence.service.ts';
import { startEnvelopeExpiry } from './envelope-expiry.job.ts';
import { createEnvelopeActionsService } from './envelope-actions.service.ts';
import { createEnvelopeEditService } from './envelope-edit.service.ts';
import { createEnvelopePaperService } from './envelope-paper.service.ts';
import { envelopesRoutes } from './envelopes.routes.ts';
import { createEnvelopesService } from './envelopes.service.ts';
import { createSignerAccess } from './signer-access.ts';
import { createSignerSignService } from './signer-sign.service.ts';
import { linkSignerRoutes, userSignerRoutes } from './signer.routes.ts';
import { createSignerService } from './signer.service.ts';
import { createCompletionNotices } from './signing-completion-notices.ts';
import { createSigningEvents } from './signing-events.ts';
import { createSignerNotices } from './signing-notices.ts';
import { startSigningReminders, type SigningReminderDeps } from './signing-reminders.job.ts';
import type { SigningPlatform } from './signing-pdf.port.ts';
import { createStaffNotice } from './signing-staff-notice.ts';
import { signingTemplatesRoutes } from './signing-templates.routes.ts';
import { createSigningTemplatesService } from './signing-templates.service.ts';
import { form8879Check } from './verification/form-8879-check.ts';
import { signedInCheck } from './verification/signed-in-check.ts';

/**
 * Signing in the portal (issue 31): staff prepare and send envelopes, signers sign. `platform` is the PDF
 * toolkit and evidence chain (platform/pdf, platform/evidence) as app.ts hands them in; `throttle` the per-IP
 * limits the public ways in share.
 */
export async function registerSigning(
  api: FastifyInstance,
  deps: {
    db: Db;
    audited: Audited;
    storageFor: StorageResolver;
    platform: SigningPlatform;
    /** The files feature's filing of generated files: where sealed PDFs go. */
    generatedFiles: GeneratedFiles;
    mail: MailQueue;
    sms: SmsQueue;
    /** The in-app side of signers' and staff's news (the bell). */
    notifications: NotificationsService;
    publicUrl: string;
    throttle: RequestThrottle;
    jobs: Jobs;
    clock: Clock;
    /** The firm's IANA zone: the certificate page prints every time in UTC and in it. */
    timeZone: string;
    /** The firm's reminder cadence (the requests feature's settings). */
    reminderCadence: SigningReminderDeps['cadence'];
  },
) {
  const { db, audited, storageFor, platform, mail, sms, notifications, publicUrl, throttle, jobs } = deps;
  const events = createSigningEvents(platform.chainEvent);
  const envelopes = createEnvelopesService({ db, audited, pdf: platform, storageFor, events });
  const notices = createSignerNotices({ mail, publicUrl, notifications });
  const staffNotice = createStaffNotice({ mail, publicUrl });
  const completion = await startEnvelopeCompletion({
    db,
    events,
    platform,
    filing: deps.generatedFiles,
    timeZone: deps.timeZone,
    notices: createCompletionNotices({ mail, publicUrl, notifications }),
    jobs,
    log: api.log,
  });
  await api.register(envelopesRoutes, {
    envelopes,
    edit: createEnvelopeEditService({ db, audited, envelopes }),
    paper: createEnvelopePaperService({ db, audited, envelopes, events, notices, pdf: platform, completion }),
  });
  await api.register(envelopeEvidenceRoutes, {
    evidence: createEnvelopeEvidence({ db, audited, envelopes, platform, timeZone: deps.timeZone }),
  });
  await api.register(envelopeTimelineRoutes, { timeline: createEnvelopeTimeline({ db, envelopes }) });
  await api.register(signingTemplatesRoutes, {
    templates: createSigningTemplatesService({ db, audited, envelopes }),
  });
  await api.register(envelopeActionsRoutes, {
    actions: createEnvelopeActionsService({ db, audited, envelopes, events, notices }),
  });

  const access = createSignerAccess({ db, throttle });
  const checks = { signed_in: signedInCheck({ mail, sms }), form_8879: form8879Check({ mail, sms }) };
  const signer = createSignerService({
    db,
    audited,
    access,
    checks,
    events,
    throttle,
    onLocked: (trx, ctx) => staffNotice(trx, ctx, 'locked'),
  });
  const signing = createSignerSignService({
    db,
    audited,
    access,
    checks,
    events,
    notices,
    staffNotice,
    view: (caller) => signer.after(caller),
    completion,
  });
  await api.register(userSignerRoutes, { signer, signing });
  await api.register(linkSignerRoutes, { signer, signing });
  await startEnvelopeExpiry({ db, jobs, events, log: api.log, clock: deps.clock });
  await startSigningReminders({ db, jobs, log: api.log, clock: deps.clock, notices, cadence: deps.reminderCadence });
}
