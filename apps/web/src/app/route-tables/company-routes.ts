import type { RouteObject } from 'react-router';
import { paths } from '@ledgerport/contract';
import { lazyRoute, screen } from '../lazy-route.ts';
import { specRedirect } from '../routes/spec-redirect.tsx';

/** A tenant's folder view and what its buttons open: uploads, requests, sales tax, payroll; and a client's asks. */
export const companyRoutes: RouteObject[] = [
  // Not about one company: what the firm needs from a client across all of theirs, their first page (issue 30).
  screen(
    paths.clientAsks,
    'pages.clientAsks',
    lazyRoute(() => import('../../features/client-asks/routes/client-asks.tsx'), 'ClientAsksRoute'),
    { access: { audience: 'client', permission: 'view files' } },
  ),
  screen(
    paths.fileSearch,
    'pages.fileSearch',
    lazyRoute(() => import('../../features/files/routes/firm-file-search.tsx'), 'FirmFileSearchRoute'),
    { access: { audience: 'staff', permission: 'view files' } },
  ),
  screen(
    paths.companyPage,
    'pages.companyFiles',
    lazyRoute(() => import('../routes/company-files-screen.tsx'), 'CompanyFilesScreen'),
    { access: { permission: 'view files', company: true }, companyTitleKey: 'pages.companyDocuments' },
  ),
  screen(
    paths.uploadFilesPage,
    'pages.uploadFiles',
    lazyRoute(() => import('../../features/uploads/routes/upload-files.tsx'), 'UploadFilesRoute'),
    {
      access: { permission: 'upload files', company: true, feature: 'CLIENT_FILE_UPLOAD', featureClientsOnly: true },
    },
  ),
  // Files shared into the installed app from another app: choose the company, then Upload Files (issue 32).
  screen(
    paths.sharedFiles,
    'pages.sharedFiles',
    lazyRoute(() => import('../../features/uploads/routes/shared-files.tsx'), 'SharedFilesRoute'),
    { access: { permission: 'upload files' } },
  ),
  screen(
    paths.clientRequestsPage,
    'pages.requests',
    lazyRoute(() => import('../../features/requests/routes/client-requests.tsx'), 'ClientRequestsRoute'),
    { access: { permission: 'view files', company: true }, companyTitleKey: 'pages.companyRequests' },
  ),
  screen(
    paths.tenantRequestsPage,
    'pages.tenantRequests',
    lazyRoute(() => import('../../features/requests/routes/tenant-requests.tsx'), 'TenantRequestsRoute'),
    {
      access: { audience: 'staff', permission: 'view files', company: true },
      companyTitleKey: 'pages.companyRequests',
    },
  ),
  screen(
    paths.signatures,
    'pages.signatures',
    lazyRoute(() => import('../../features/signing/routes/signatures.tsx'), 'SignaturesRoute'),
    { access: { audience: 'staff', permission: 'view files' } },
  ),
  screen(
    paths.tenantSignaturesPage,
    'pages.tenantSignatures',
    lazyRoute(() => import('../../features/signing/routes/tenant-signatures.tsx'), 'TenantSignaturesRoute'),
    {
      access: { audience: 'staff', permission: 'view files', company: true },
      companyTitleKey: 'pages.companySignatures',
    },
  ),
  screen(
    paths.signaturePreparePage,
    'pages.signaturePrepare',
    lazyRoute(() => import('../../features/signing/routes/prepare-envelope.tsx'), 'PrepareEnvelopeRoute'),
    { access: { audience: 'staff', permission: 'manage signatures', company: true } },
  ),
  screen(
    paths.signatureEnvelopePage,
    'pages.signatureEnvelope',
    lazyRoute(() => import('../../features/signing/routes/signature-envelope.tsx'), 'SignatureEnvelopeRoute'),
    { access: { audience: 'staff', permission: 'view files', company: true } },
  ),
  screen(
    paths.signEnvelopePage,
    'pages.sign',
    lazyRoute(() => import('../../features/signing/routes/sign.tsx'), 'SignRoute'),
  ),
  // Issue 33: the client answers an organizer; the firm's staff review it.
  screen(
    paths.organizerPage,
    'pages.organizer',
    lazyRoute(() => import('../../features/organizers/routes/organizer-answer.tsx'), 'OrganizerAnswerRoute'),
    {
      access: { permission: 'view files', company: true },
      // Clients mostly arrive from the e-mail's link: the organizer is asked while the app starts.
      prefetch: (client, params, search) => {
        const company = search.get('company_uuid');
        if (!company || !params.organizerId) return;
        void import('../../features/organizers/api/get-organizer.ts').then(({ organizerQueryOptions }) =>
          client.prefetchQuery(organizerQueryOptions(company, params.organizerId!)),
        );
      },
    },
  ),
  screen(
    paths.organizerReviewPage,
    'pages.organizerReview',
    lazyRoute(() => import('../../features/organizers/routes/organizer-review.tsx'), 'OrganizerReviewRoute'),
    { access: { audience: 'staff', permission: 'manage requests', company: true } },
  ),
  // Issue 35: a company's own retention rules and its legal holds (staff who review its files).
  screen(
    paths.companyRecordsPage,
    'pages.companyRecords',
    lazyRoute(() => import('../../features/records/routes/company-records.tsx'), 'CompanyRecordsRoute'),
    {
      access: { audience: 'staff', permission: 'review files', company: true },
      companyTitleKey: 'records.company.titleOf',
    },
  ),
  // Issue 34: a company's conversations with the firm, and one of them.
  screen(
    paths.companyMessagesPage,
    'messages.pages.companyMessages',
    lazyRoute(() => import('../../features/messages/routes/company-messages.tsx'), 'CompanyMessagesRoute'),
    { access: { company: true, feature: 'MESSAGES' }, companyTitleKey: 'messages.pages.companyMessagesOf' },
  ),
  screen(
    paths.messageThreadPage,
    'messages.pages.messageThread',
    lazyRoute(() => import('../../features/messages/routes/message-thread.tsx'), 'MessageThreadRoute'),
    { access: { company: true, feature: 'MESSAGES' } },
  ),
  // The firm's inbox across companies and its saved replies (staff).
  screen(
    paths.messageInbox,
    'messages.pages.messageInbox',
    lazyRoute(() => import('../../features/messages/routes/firm-inbox.tsx'), 'FirmInboxRoute'),
    { access: { audience: 'staff', permission: 'view tenant', feature: 'MESSAGES' } },
  ),
  screen(
    paths.savedReplies,
    'messages.pages.savedReplies',
    lazyRoute(() => import('../../features/messages/routes/saved-replies.tsx'), 'SavedRepliesRoute'),
    { access: { audience: 'staff', permission: 'view tenant', feature: 'MESSAGES' } },
  ),
  screen(
    paths.tenantSalesTaxPage,
    'pages.salesTaxList',
    lazyRoute(() => import('../../features/sales-tax/routes/tenant-sales-tax-list.tsx'), 'TenantSalesTaxListRoute'),
    { access: { permission: 'view sales tax', company: true }, companyTitleKey: 'pages.companySalesTax' },
  ),
  screen(
    paths.salesTaxSubmitPage,
    'pages.salesTaxSubmit',
    lazyRoute(() => import('../../features/sales-tax/routes/sales-tax-submit.tsx'), 'SalesTaxSubmitRoute'),
    { access: { permission: 'submit sales tax', company: true, feature: 'SALES_TAX_SUBMISSION' } },
  ),
  screen(
    paths.adminSalesTax,
    'pages.salesTaxList',
    lazyRoute(() => import('../../features/sales-tax/routes/admin-sales-tax-list.tsx'), 'AdminSalesTaxListRoute'),
    { access: { audience: 'staff', permission: 'view sales tax' } },
  ),
  // The spec's "send sales-tax update to the tenant" is the list's Edit dialog (Send Update Info to Tenant).
  { path: paths.adminSalesTaxNotify.replace(/^\//, ''), Component: specRedirect(paths.adminSalesTax) },
  screen(
    paths.tenantPayrollPage,
    'pages.payrollList',
    lazyRoute(() => import('../../features/payroll/routes/tenant-payroll-list.tsx'), 'TenantPayrollListRoute'),
    { access: { permission: 'view payroll', company: true }, companyTitleKey: 'pages.companyPayroll' },
  ),
  screen(
    paths.payrollSubmitPage,
    'pages.payrollSubmit',
    lazyRoute(() => import('../../features/payroll/routes/payroll-submit.tsx'), 'PayrollSubmitRoute'),
    { access: { permission: 'submit payroll', company: true, feature: 'PAYROLL_SUBMISSION' } },
  ),
  screen(
    paths.adminPayroll,
    'pages.payrollList',
    lazyRoute(() => import('../../features/payroll/routes/admin-payroll-list.tsx'), 'AdminPayrollListRoute'),
    { access: { audience: 'staff', permission: 'view payroll' } },
  ),
];
