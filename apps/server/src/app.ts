import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { accessReviewRoutes } from './features/access-review/access-review.routes.ts';
import { createLegalHoldsService } from './features/records/legal-holds.service.ts';
import { recordsRoutes } from './features/records/records.routes.ts';
import { complianceRoutes } from './features/compliance/compliance.routes.ts';
import { createComplianceService } from './features/compliance/compliance.service.ts';
import { createComplianceReportsService } from './features/compliance/compliance-reports.service.ts';
import { createIncidentsService } from './features/compliance/incidents.service.ts';
import { createRetentionFacts } from './features/records/retention-facts.service.ts';
import { personDataRoutes } from './features/person-data/person-data.routes.ts';
import { createPersonErasureService } from './features/person-data/person-erasure.service.ts';
import { createPersonExportService } from './features/person-data/person-export.service.ts';
import { disposalsRoutes } from './features/records/disposals.routes.ts';
import { createDisposalsService } from './features/records/disposals.service.ts';
import { DISPOSAL_REVIEW_QUEUE, startDisposalReview } from './features/records/disposal-review.job.ts';
import { startDisposalExecution } from './features/records/disposal-execution.job.ts';
import { firmSigningKey } from './platform/signing-key/firm-signing-key.ts';
import { createRetentionService } from './features/records/retention.service.ts';
import { createAccessReviewService } from './features/access-review/access-review.service.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { startBulkFanOut } from './features/bulk-notifications/bulk-fan-out.ts';
import { bulkNotificationsRoutes } from './features/bulk-notifications/bulk-notifications.routes.ts';
import { createBulkNotificationsService } from './features/bulk-notifications/bulk-notifications.service.ts';
import { createAuditService } from './features/audit/audit.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { bulkTenantsRoutes } from './features/bulk-tenants/bulk-tenants.routes.ts';
import { createBulkTenantsService } from './features/bulk-tenants/bulk-tenants.service.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createNotMeService } from './features/auth/not-me.service.ts';
import { createSecondFactorService } from './features/auth/second-factor.service.ts';
import { createSessionOpening } from './features/auth/session-opening.ts';
import { mfaRoutes } from './features/mfa/mfa.routes.ts';
import { clientSignInRoutes } from './features/client-sign-in/client-sign-in.routes.ts';
import { createEmailSignInService } from './features/client-sign-in/email-sign-in.service.ts';
import { createClientSignInSettingsService } from './features/settings/client-sign-in-settings.service.ts';
import { createCodeHasher } from './platform/auth/code-hasher.ts';
import { createMfaService } from './features/mfa/mfa.service.ts';
import { seedMfaPolicy } from './platform/auth/mfa/mfa-policy.repo.ts';
import { createWebAuthn } from './platform/auth/mfa/webauthn.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { createDashboardService } from './features/dashboard/dashboard.service.ts';
import { setupChecklistRoutes } from './features/dashboard/setup-checklist.routes.ts';
import { createSetupChecklistService } from './features/dashboard/setup-checklist.service.ts';
import { featureSettingsRoutes } from './features/feature-settings/feature-settings.routes.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { createSettingsService } from './features/settings/settings.service.ts';
import { createFeatureSettingsService } from './features/feature-settings/feature-settings.service.ts';
import { registerFileRoutes } from './features/files/files.plugin.ts';
import { startTrashPurge } from './features/files/trash-purge.job.ts';
import { startUploadRecovery } from './features/files/upload-recovery.job.ts';
import { startResumableSweep } from './features/files/resumable-sweep.job.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { NOTIFICATION_DIGESTS_QUEUE, startDigests } from './features/notifications/digests/digests.job.ts';
import { notificationPreferencesRoutes } from './features/notifications/preferences/notification-preferences.routes.ts';
import { createNotificationPreferencesService } from './features/notifications/preferences/notification-preferences.service.ts';
import { payrollRoutes } from './features/payroll/payroll.routes.ts';
import { createPayrollService } from './features/payroll/payroll.service.ts';
import { REQUEST_REMINDERS_QUEUE } from './features/requests/request-reminders.job.ts';
import { REQUEST_SERIES_QUEUE } from './features/requests/request-series.job.ts';
import { registerMessages } from './features/messages/messages.plugin.ts';
import { registerOrganizers } from './features/organizers/organizers.plugin.ts';
import { registerRequests } from './features/requests/requests.plugin.ts';
import { createRequestFacts } from './features/requests/request-by-email.service.ts';
import { createInboundAddresses } from './features/inbound-mail/inbound-addresses.service.ts';
import { registerInboundMail } from './features/inbound-mail/inbound-mail.plugin.ts';
import type { MessageReplies } from './features/messages/message-events.ts';
import { createSignaturesDue } from './features/signing/signatures-due.service.ts';
import { ENVELOPE_EXPIRY_QUEUE } from './features/signing/envelope-expiry.job.ts';
import { registerSigning } from './features/signing/signing.plugin.ts';
import { registerUploadLinks } from './features/upload-links/upload-links.plugin.ts';
import { firmReminderCadence } from './features/requests/request-reminder-settings.service.ts';
import { createRequestReader } from './features/requests/request-reading.ts';
import { completenessRoutes } from './features/completeness/completeness.routes.ts';
import { createCompletenessService } from './features/completeness/completeness.service.ts';
import { clientAsksRoutes } from './features/client-asks/client-asks.routes.ts';
import { createClientAsksService } from './features/client-asks/client-asks.service.ts';
import { createAttentionReader } from './features/files/attention.service.ts';
import { createRequestAsks } from './features/requests/request-asks.service.ts';
import { salesTaxRoutes } from './features/sales-tax/sales-tax.routes.ts';
import { createSalesTaxService } from './features/sales-tax/sales-tax.service.ts';
import { outboxRoutes } from './features/outbox/outbox.routes.ts';
import { createActiveSessionsService } from './features/profile/active-sessions.service.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { createProfileService } from './features/profile/profile.service.ts';
import { createOutboxService } from './features/outbox/outbox.service.ts';
import { rolesRoutes } from './features/roles/roles.routes.ts';
import { createRolesService } from './features/roles/roles.service.ts';
import { tenantUsersRoutes } from './features/tenant-users/tenant-users.routes.ts';
import { createTenantUsersService } from './features/tenant-users/tenant-users.service.ts';
import { createTenantAssignmentService } from './features/tenants/tenant-assignment.service.ts';
import { tenantsRoutes } from './features/tenants/tenants.routes.ts';
import { createTenantsService } from './features/tenants/tenants.service.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { internalUsersRoutes } from './features/internal-users/internal-users.routes.ts';
import { createInternalUsersService } from './features/internal-users/internal-users.service.ts';
import { invitationsRoutes } from './features/invitations/invitations.routes.ts';
import { passwordResetRoutes } from './features/password-reset/password-reset.routes.ts';
import { createPasswordResetService } from './features/password-reset/password-reset.service.ts';
import { registrationRoutes } from './features/registration/registration.routes.ts';
import { createRegistrationService } from './features/registration/registration.service.ts';
import { createRequestThrottle } from './features/registration/request-throttle.service.ts';
import { createSignupCodeHasher } from './features/registration/signup-code.ts';
import { createInvitationsService } from './features/invitations/invitations.service.ts';
import { createUsersService } from './features/users/users.service.ts';
import { startAuditRetention } from './platform/audit/audit-retention.ts';
import { createAudited } from './platform/audit/audited.ts';
import { createTokenService } from './platform/auth/tokens.ts';
import type { Database } from './platform/db/database.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { loggerOptions, OneLinePerRequest } from './platform/http/request-log.ts';
import { refuseControlCharacters } from './platform/http/control-characters.ts';
import { validateAfterGuards } from './platform/http/validate-last.ts';
import { registerSecurityHeaders, s3Origins } from './platform/http/security.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { registerJsonCompression } from './platform/http/compression.ts';
import { startUpkeep } from './platform/upkeep/upkeep.ts';
import { attachOutboundPlatform, type OutboundPlatform } from './platform/outbound/outbound-platform.ts';
import type { Secrets } from './platform/secrets.ts';
import { createColumnCipher } from './platform/secrets/column-crypto.ts';
import { createSigningPlatform } from './platform/signing-platform.ts';
import { createClock, type SettableClock } from './platform/time/clock.ts';
import { testClockRoutes } from './platform/time/test-clock.routes.ts';
import { HELD_RELEASE_QUEUE, startHeldRelease } from './platform/outbound/held-release.job.ts';
import { createStorageResolver } from './platform/storage/storage-for-tenant.ts';

/**
 * `outbound`: the background jobs and message transports server.ts started; left out (tests), the app starts
 * its own. `clock`: the firm's "now" (tests pass their own); left out, a system clock that only the test
 * routes of TEST_CLOCK=true can move.
 */
export type AppDeps = {
  config: Config;
  database: Database;
  secrets: Secrets;
  outbound?: OutboundPlatform;
  clock?: SettableClock;
  /**
   * Issue 34: posts replies to a thread's e-mail address. Until the conversation's plugin is wired here, only tests
   * hand one (a double); absent, thread addresses take no mail.
   */
  messageReplies?: MessageReplies;
};

/** Builds the whole HTTP application around ready dependencies. Never listens: server.ts and tests do that. */
export async function buildApp({
  config,
  database,
  secrets,
  outbound,
  clock: givenClock,
  messageReplies,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    // One line per request, at its end, when its status and time are known.
    logController: new OneLinePerRequest(config.logFormat),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify gives each plugin 10 s to load by default, a guard against a forgotten done() callback (every
    // plugin here is async). On PGlite, queries run on this thread: the start-up jobs' first statements over a
    // large embedded database (100,000 tenants, a million documents) on a busy machine kept the event loop past
    // 10 s and the start failed ("Plugin did not start in time: '@fastify/static'"). A start that is merely slow
    // must not fail.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: every route's schema is checked after its guards (authenticate, authorise, validate).
  validateAfterGuards(app);
  // Set on arrival rather than onSend: a hijacked reply (file downloads) skips onSend hooks.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  refuseControlCharacters(app);
  await registerJsonCompression(app);
  await registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith('https:'),
    fileOrigins: s3Origins(config.s3),
  });
  await registerOpenApi(app, { publicUrl: config.publicUrl });

  const { db, kind } = database;
  const { mail, sms, jobs } = await attachOutboundPlatform(app, outbound, { database, settings: config });
  // One clock for every feature that reckons in the firm's days (requests due, overdue, reminders).
  const clock = givenClock ?? createClock(config.firmTimeZone);
  // The one audited path every feature records its actions through.
  const audited = createAudited(db, app.log);
  await startAuditRetention({ db, jobs, retentionDays: config.auditRetentionDays, log: app.log });
  await startUpkeep({ db, jobs, kind, messageBodyDays: config.messageBodyRetentionDays, log: app.log });
  const notifications = createNotificationsService({ db, mail, clock });
  // At-once e-mails held for quiet hours go when the firm's clock reaches their end; digests at each person's hour.
  await startHeldRelease({ db, jobs, clock, queues: [mail, sms], log: app.log });
  await startDigests({ db, jobs, mail, clock, publicUrl: config.publicUrl, log: app.log });
  const bulkFanOut = await startBulkFanOut({ db, jobs, mail, sms, notifications, publicUrl: config.publicUrl });
  const invitations = createInvitationsService({ db, mail, publicUrl: config.publicUrl });
  const tokens = createTokenService(secrets.jwtSecret);
  const users = createUsersService({ db, audited, invitations });
  await seedMfaPolicy(db, config.staffMfaRequired);
  const webauthn = createWebAuthn(config.publicUrl);
  const sessions = createSessionOpening({
    db,
    tokens,
    users,
    mail,
    publicUrl: config.publicUrl,
    firmTimeZone: config.firmTimeZone,
  });
  const throttle = createRequestThrottle({ db });
  // Secret columns (TOTP secrets) are encrypted with a key kept outside the database (docs/security.md).
  const secretColumns = createColumnCipher(secrets.dataKeys);
  const secondFactor = createSecondFactorService({
    db,
    users,
    sessions,
    webauthn,
    mail,
    sms,
    codes: createCodeHasher(secrets.jwtSecret, 'sign-in-code:v1'),
    throttle,
    secretColumns,
  });
  const auth = createAuthService({ db, tokens, users, sessions, secondFactor });
  const registration = createRegistrationService({
    db,
    mail,
    codes: createSignupCodeHasher(secrets.jwtSecret),
    throttle,
    audited,
  });
  const passwordReset = createPasswordResetService({ db, mail, throttle, publicUrl: config.publicUrl, audited });
  // One resolver for the process: it shares a single S3 client between every S3 tenant.
  const storageFor = createStorageResolver(config);
  await startUploadRecovery({
    db,
    jobs,
    kind,
    storageFor,
    log: app.log,
    staleAfterSeconds: config.uploadRecoveryAfterSeconds,
  });
  await startResumableSweep({
    db,
    jobs,
    directory: config.resumableUploadDir,
    expiryHours: config.resumableUploadExpiryHours,
    log: app.log,
  });
  await startTrashPurge({ db, jobs, storageFor, log: app.log, defaultRetentionDays: config.trashRetentionDays });
  // Disposal (issue 35): the daily review of what is past retention, and the removal once approved.
  await startDisposalReview({ db, jobs, clock, log: app.log });
  await startDisposalExecution({
    db,
    jobs,
    storageFor,
    signingKey: () => firmSigningKey(config),
    now: () => clock.now(),
    log: app.log,
  });
  app.decorate('resolvePrincipal', (token: string) => auth.resolvePrincipal(token));

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db, kind, storageRoot: config.storageRoot });
      await api.register(authRoutes, {
        auth,
        secondFactor,
        notMe: createNotMeService({
          db,
          users,
          audited,
          sendResetLink: (email, ip) => passwordReset.requestLink(email, ip),
        }),
      });
      await api.register(clientSignInRoutes, {
        secureCookies: config.publicUrl.startsWith('https:'),
        emailSignIn: createEmailSignInService({
          db,
          clock,
          users,
          sessions,
          secondFactor,
          mail,
          throttle,
          codes: createCodeHasher(secrets.jwtSecret, 'email-sign-in:v1'),
          publicUrl: config.publicUrl,
        }),
      });
      await api.register(mfaRoutes, {
        mfa: createMfaService({
          db,
          audited,
          webauthn,
          users,
          mail,
          sms,
          publicUrl: config.publicUrl,
          codes: createCodeHasher(secrets.jwtSecret, 'email-factor:v1'),
          secretColumns,
        }),
      });
      await api.register(outboxRoutes, { outbox: createOutboxService({ db }) });
      const tenants = createTenantsService({ db, audited });
      const tenantUsers = createTenantUsersService({ db, invitations, audited });
      await api.register(tenantsRoutes, { tenants, assignment: createTenantAssignmentService({ db, audited }) });
      await api.register(tenantUsersRoutes, { tenantUsers });
      await api.register(bulkTenantsRoutes, {
        bulkTenants: createBulkTenantsService({ db, tenants, tenantUsers, limits: config.spreadsheetLimits, audited }),
        limits: config.spreadsheetLimits,
      });
      await api.register(usersRoutes, { users });
      await api.register(invitationsRoutes, { invitations });
      await api.register(registrationRoutes, { registration });
      await api.register(passwordResetRoutes, { passwordReset });
      await api.register(internalUsersRoutes, {
        internalUsers: createInternalUsersService({ db, users, invitations, audited }),
      });
      await api.register(rolesRoutes, { roles: createRolesService({ db, audited }) });
      await api.register(featureSettingsRoutes, { featureSettings: createFeatureSettingsService({ db }) });
      await api.register(settingsRoutes, {
        settings: createSettingsService({ db, audited, trashRetentionDefaultDays: config.trashRetentionDays }),
        clientSignIn: createClientSignInSettingsService({ db, audited }),
      });
      const { uploads, periodDocuments, generatedFiles, linkUploads } = await registerFileRoutes(api, {
        db,
        config,
        jwtSecret: secrets.jwtSecret,
        storageFor,
        notifications,
      });
      const salesTax = createSalesTaxService({ db, notifications, publicUrl: config.publicUrl, audited });
      await api.register(salesTaxRoutes, { salesTax });
      const payroll = createPayrollService({ db, uploads, notifications, publicUrl: config.publicUrl, audited });
      await api.register(payrollRoutes, { payroll, maxBytes: config.uploadMaxBytes });
      // E-mail in (issue 32): each request's address is the Reply-To of its e-mails.
      const requestFacts = createRequestFacts({ db });
      const inboundAddresses = createInboundAddresses({
        db,
        domain: config.inboundMail?.domain,
        requests: requestFacts,
      });
      const requests = await registerRequests(api, {
        db,
        audited,
        jobs,
        clock,
        notifications,
        channels: { mail, sms, publicUrl: config.publicUrl },
        submissions: { SALES_TAX: salesTax.monthsSent, PAYROLL: payroll.monthsSent },
        periodDocuments,
        replyTo: inboundAddresses.replyTo,
      });
      // Messages (issue 34): their e-mails answer to the thread's own address; replies come back through it.
      const messages = await registerMessages(api, {
        db,
        audited,
        jobs,
        uploads,
        uploadMaxBytes: config.uploadMaxBytes,
        reach: { mail, notifications, publicUrl: config.publicUrl, replyTo: inboundAddresses.threadReplyTo },
      });
      await registerInboundMail(app, api, {
        db,
        config,
        audited,
        storageFor,
        notifications,
        mail,
        addresses: inboundAddresses,
        requests: requestFacts,
        transitions: requests.transitions,
        messages: messageReplies ?? messages.replies,
      });
      await registerUploadLinks(api, {
        db,
        audited,
        jwtSecret: secrets.jwtSecret,
        mail,
        throttle,
        notifications,
        linkUploads,
        requests: requests.linkUploads,
        publicUrl: config.publicUrl,
        uploadMaxBytes: config.uploadMaxBytes,
      });
      await registerOrganizers(api, {
        db,
        audited,
        requests: requests.organizers,
        uploads,
        generatedFiles,
        uploadMaxBytes: config.uploadMaxBytes,
      });
      // Messages (issue 34). `replies` is for the inbound-mail side (e-mailed replies into their thread).
      await registerSigning(api, {
        db,
        audited,
        storageFor,
        platform: createSigningPlatform(config),
        generatedFiles,
        mail,
        sms,
        notifications,
        publicUrl: config.publicUrl,
        throttle,
        jobs,
        clock,
        timeZone: config.firmTimeZone,
        reminderCadence: firmReminderCadence,
      });
      const signaturesDue = createSignaturesDue({ db, clock });
      await api.register(completenessRoutes, {
        completeness: createCompletenessService({
          db,
          audited,
          reader: createRequestReader(clock),
          signatures: signaturesDue,
        }),
      });
      await api.register(clientAsksRoutes, {
        asks: createClientAsksService({
          db,
          requests: createRequestAsks({ db, reader: createRequestReader(clock) }),
          attention: createAttentionReader({ db }),
          signatures: signaturesDue,
        }),
      });
      await api.register(notificationsRoutes, { notifications });
      await api.register(notificationPreferencesRoutes, {
        preferences: createNotificationPreferencesService({ db, audited, clock }),
      });
      await api.register(bulkNotificationsRoutes, {
        bulkNotifications: createBulkNotificationsService({
          db,
          fanOut: bulkFanOut,
          limits: config.spreadsheetLimits,
          audited,
        }),
        limits: config.spreadsheetLimits,
      });
      await api.register(dashboardRoutes, {
        dashboard: createDashboardService({ db, firmTimeZone: config.firmTimeZone, salesTax }),
      });
      await api.register(setupChecklistRoutes, {
        setupChecklist: createSetupChecklistService({ db, audited, settings: config }),
      });
      await api.register(auditRoutes, {
        audit: createAuditService({ db, timeZone: config.firmTimeZone, audited }),
      });
      await api.register(accessReviewRoutes, { review: createAccessReviewService({ db, log: app.log }) });
      // Records and retention (issue 35): the schedule, company rules and legal holds. A hold is enforced where
      // files are removed (files' delete steps and trash purge) through platform/records/legal-hold-check.ts.
      const retention = createRetentionService({ db, audited });
      await api.register(recordsRoutes, {
        retention,
        holds: createLegalHoldsService({ db, audited }),
      });
      // The compliance centre, incident register and reports (issue 35, item 6), from live data.
      const retentionFacts = createRetentionFacts(db);
      const compliance = createComplianceService({ db, audited, clock, retentionFacts });
      await api.register(complianceRoutes, {
        compliance,
        incidents: createIncidentsService({ db, audited, clock, onChange: compliance.invalidate }),
        reports: createComplianceReportsService({ db, audited, clock, compliance, retention }),
      });
      // A person's data (issue 35, item 5): export and erasure, what retention or a hold keeps excepted.
      await api.register(personDataRoutes, {
        exports: createPersonExportService({ db, audited, storageFor, clock, log: app.log }),
        erasure: createPersonErasureService({ db, audited, storageFor, clock, retentionFacts, log: app.log }),
      });
      await api.register(disposalsRoutes, { disposals: createDisposalsService({ db, audited, jobs, clock }) });
      await api.register(profileRoutes, {
        profile: createProfileService({ db, auth, audited }),
        sessions: createActiveSessionsService({ db, audited }),
      });
    },
    { prefix: '/api/v1' },
  );

  // Only with NODE_ENV=test (config.ts refuses it otherwise): unauthenticated routes that move the clock and run jobs now.
  if (config.testClock) {
    await app.register(testClockRoutes, {
      prefix: '/api/test',
      db,
      clock,
      jobs,
      queues: [
        REQUEST_SERIES_QUEUE,
        REQUEST_REMINDERS_QUEUE,
        ENVELOPE_EXPIRY_QUEUE,
        NOTIFICATION_DIGESTS_QUEUE,
        HELD_RELEASE_QUEUE,
        DISPOSAL_REVIEW_QUEUE,
      ],
    });
  }

  await registerWebApp(app, config.webDistDir);
  return app;
}
