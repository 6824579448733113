import type { RouteObject } from 'react-router';
import { paths } from '@ledgerport/contract';
import { lazyRoute, screen } from '../lazy-route.ts';

/**
 * The firm's own screens: the e-mail outbox, the audit trail, feature switches, request templates and the
 * notifications page.
 */
export const firmRoutes: RouteObject[] = [
  screen(
    paths.outbox,
    'pages.outbox',
    lazyRoute(() => import('../../features/outbox/routes/outbox-list.tsx'), 'OutboxListRoute'),
    { access: { audience: 'staff', permission: 'view outbox' } },
  ),
  screen(
    paths.audit,
    'pages.audit',
    lazyRoute(() => import('../../features/audit/routes/audit-list.tsx'), 'AuditListRoute'),
    { access: { audience: 'staff', permission: 'view audit trail' } },
  ),
  screen(
    paths.accessReview,
    'pages.accessReview',
    lazyRoute(() => import('../../features/access-review/routes/access-review-list.tsx'), 'AccessReviewRoute'),
    { access: { audience: 'staff', permission: 'view audit trail' } },
  ),
  // Issue 35: the retention schedule (staff read it; a SuperAdmin changes it).
  screen(
    paths.records,
    'pages.records',
    lazyRoute(() => import('../../features/records/routes/records-overview.tsx'), 'RecordsOverviewRoute'),
    { access: { audience: 'staff' } },
  ),
  // Issue 35: disposal reviews, for staff who may dispose of records.
  screen(
    paths.disposals,
    'pages.disposals',
    lazyRoute(() => import('../../features/records/routes/disposals-list.tsx'), 'DisposalsListRoute'),
    { access: { audience: 'staff', permission: 'dispose records' } },
  ),
  screen(
    paths.disposalReviewPage,
    'pages.disposalReview',
    lazyRoute(() => import('../../features/records/routes/disposal-review.tsx'), 'DisposalReviewRoute'),
    { access: { audience: 'staff', permission: 'dispose records' } },
  ),
  // Issue 35: the compliance centre, the incident register and one incident ('view compliance').
  screen(
    paths.compliance,
    'pages.compliance',
    lazyRoute(() => import('../../features/compliance/routes/compliance-centre.tsx'), 'ComplianceCentreRoute'),
    { access: { audience: 'staff', permission: 'view compliance' } },
  ),
  screen(
    paths.complianceIncidents,
    'pages.complianceIncidents',
    lazyRoute(() => import('../../features/compliance/routes/incidents-list.tsx'), 'IncidentsListRoute'),
    { access: { audience: 'staff', permission: 'view compliance' } },
  ),
  screen(
    paths.complianceIncidentPage,
    'pages.complianceIncident',
    lazyRoute(() => import('../../features/compliance/routes/incident-detail.tsx'), 'IncidentDetailRoute'),
    { access: { audience: 'staff', permission: 'view compliance' } },
  ),
  screen(
    paths.completeness,
    'pages.completeness',
    lazyRoute(() => import('../../features/completeness/routes/completeness-matrix.tsx'), 'CompletenessMatrixRoute'),
    { access: { audience: 'staff', permission: 'manage requests' } },
  ),
  screen(
    paths.emailQuarantine,
    'pages.emailQuarantine',
    lazyRoute(() => import('../../features/inbound-mail/routes/email-quarantine.tsx'), 'EmailQuarantineRoute'),
    { access: { audience: 'staff', permission: 'review files' } },
  ),
  screen(
    paths.featureSettings,
    'pages.featureSettings',
    lazyRoute(
      () => import('../../features/feature-settings/routes/feature-settings-list.tsx'),
      'FeatureSettingsListRoute',
    ),
    { access: { audience: 'staff', permission: 'manage feature settings' } },
  ),
  screen(
    paths.firmSettings,
    'pages.firmSettings',
    lazyRoute(() => import('../../features/settings/routes/firm-settings.tsx'), 'FirmSettingsRoute'),
  ),
  screen(
    paths.reminderSettings,
    'pages.reminderSettings',
    lazyRoute(() => import('../../features/requests/routes/reminder-settings.tsx'), 'ReminderSettingsRoute'),
    { access: { audience: 'staff', permission: 'manage requests' } },
  ),
  screen(
    paths.requestTemplates,
    'pages.requestTemplates',
    lazyRoute(
      () => import('../../features/request-templates/routes/request-templates-list.tsx'),
      'RequestTemplatesListRoute',
    ),
    { access: { audience: 'staff', permission: 'manage requests' } },
  ),
  // Issue 33: organizer templates, and the builder of one (`new` for one not saved yet).
  screen(
    paths.organizerTemplates,
    'pages.organizerTemplates',
    lazyRoute(
      () => import('../../features/organizers/routes/organizer-templates-list.tsx'),
      'OrganizerTemplatesListRoute',
    ),
    { access: { audience: 'staff', permission: 'manage requests' } },
  ),
  screen(
    paths.organizerTemplatePage,
    'pages.organizerTemplate',
    lazyRoute(
      () => import('../../features/organizers/routes/organizer-template-edit.tsx'),
      'OrganizerTemplateEditRoute',
    ),
    { access: { audience: 'staff', permission: 'manage requests' } },
  ),
  screen(
    paths.notifications,
    'pages.notifications',
    lazyRoute(() => import('../../features/notifications/routes/notifications-list.tsx'), 'NotificationsListRoute'),
  ),
];
