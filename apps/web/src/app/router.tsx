import type { RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { RequireSession } from '../features/auth/components/require-session.tsx';
import { lazyRoute, screen } from './lazy-route.ts';
import { HomeRedirect } from './routes/home-redirect.tsx';
import { RootRoute } from './routes/root.tsx';
import { RouteErrorScreen } from './routes/route-error.tsx';
import { paths, type TPermission } from '@ledgerport/contract';

// Each screen is its own chunk, fetched on first visit: the login page does not download the shell.

/** Sign-in, registration, code check, password reset and terms: reachable without a session. */
const publicRoutes: RouteObject[] = [
  screen(
    paths.login,
    'pages.login',
    lazyRoute(() => import('../features/auth/routes/login.tsx'), 'LoginRoute'),
  ),
  screen(
    paths.logout,
    'pages.logout',
    lazyRoute(() => import('../features/auth/routes/logout.tsx'), 'LogoutRoute'),
  ),
  screen(
    paths.register,
    'registration.title',
    lazyRoute(() => import('../features/registration/routes/register.tsx'), 'RegisterRoute'),
  ),
  screen(
    paths.otpValidation,
    'registration.otp.title',
    lazyRoute(() => import('../features/registration/routes/otp-validation.tsx'), 'OtpValidationRoute'),
  ),
  screen(
    paths.forgotPassword,
    'passwordReset.forgotTitle',
    lazyRoute(() => import('../features/password-reset/routes/forgot-password.tsx'), 'ForgotPasswordRoute'),
  ),
  screen(
    paths.resetPassword,
    'passwordReset.resetTitle',
    lazyRoute(() => import('../features/password-reset/routes/reset-password.tsx'), 'ResetPasswordRoute'),
  ),
  screen(
    paths.terms,
    'terms.title',
    lazyRoute(() => import('../features/legal/routes/terms.tsx'), 'TermsRoute'),
  ),
  screen(
    paths.notMe,
    'auth.notMe.title',
    lazyRoute(() => import('../features/auth/routes/not-me.tsx'), 'NotMeRoute'),
  ),
];

const usersList = lazyRoute(() => import('../features/users/routes/users-list.tsx'), 'UsersListRoute');
const userForm = lazyRoute(() => import('../features/users/routes/user-form.tsx'), 'UserFormRoute');
const rolesList = lazyRoute(() => import('../features/roles/routes/roles-list.tsx'), 'RolesListRoute');
const roleForm = lazyRoute(() => import('../features/roles/routes/role-form.tsx'), 'RoleFormRoute');

const staffOnly = (permission: TPermission) => ({ access: { audience: 'staff', permission } as const });

const peopleRoutes: RouteObject[] = [
  screen(paths.users, 'pages.users', usersList, staffOnly('view user')),
  screen(paths.userCreate, 'pages.userCreate', userForm, staffOnly('create user')),
  screen('users/:id', 'pages.userEdit', userForm, staffOnly('view user')),
  screen(paths.roles, 'pages.roles', rolesList, staffOnly('view ROLE')),
  screen(paths.roleCreate, 'pages.roleCreate', roleForm, staffOnly('create ROLE')),
  screen('roles/:id', 'pages.roleEdit', roleForm, staffOnly('view ROLE')),
];

const tenantsRoutes: RouteObject[] = [
  // The tenant list holds the tenant-users form: composed in app/routes, so neither feature imports the other.
  screen(
    paths.tenants,
    'pages.tenantList',
    lazyRoute(() => import('./routes/tenants-list.tsx'), 'TenantsListScreen'),
    { access: { audience: 'staff', permission: 'view tenant' } },
  ),
  screen(
    paths.tenantCreate,
    'pages.tenantCreate',
    lazyRoute(() => import('../features/tenants/routes/tenant-create.tsx'), 'TenantCreateRoute'),
    { access: { audience: 'staff', permission: 'create tenant' } },
  ),
  screen(
    paths.tenantEditPage,
    'pages.tenantEdit',
    lazyRoute(() => import('../features/tenants/routes/tenant-edit.tsx'), 'TenantEditRoute'),
    { access: { audience: 'staff', permission: 'view tenant', company: true } },
  ),
  screen(
    paths.tenantUsersPage,
    'pages.tenantUserList',
    lazyRoute(() => import('../features/tenant-users/routes/tenant-users-list.tsx'), 'TenantUsersListRoute'),
    { access: { permission: 'view tenant user', company: true }, companyTitleKey: 'pages.companyUsers' },
  ),
  screen(
    paths.tenantUserCreatePage,
    'pages.tenantUserCreate',
    lazyRoute(() => import('../features/tenant-users/routes/tenant-user-create.tsx'), 'TenantUserCreateRoute'),
    { access: { permission: 'create tenant user', company: true } },
  ),
  screen(
    paths.internalUsers,
    'pages.internalUserList',
    lazyRoute(() => import('../features/internal-users/routes/internal-users-list.tsx'), 'InternalUsersListRoute'),
    { access: { audience: 'staff', permission: 'view internal user' } },
  ),
  screen(
    paths.internalUserCreate,
    'pages.internalUserCreate',
    lazyRoute(() => import('../features/internal-users/routes/internal-user-create.tsx'), 'InternalUserCreateRoute'),
    { access: { audience: 'staff', permission: 'create internal user' } },
  ),
];

/** A tenant's folder view and what its buttons open: uploads, sales tax, payroll. */
const companyRoutes: RouteObject[] = [
  screen(
    paths.fileSearch,
    'pages.fileSearch',
    lazyRoute(() => import('../features/files/routes/firm-file-search.tsx'), 'FirmFileSearchRoute'),
    { access: { audience: 'staff', permission: 'view files' } },
  ),
  screen(
    paths.companyPage,
    'pages.companyFiles',
    lazyRoute(() => import('../features/files/routes/company-files.tsx'), 'CompanyFilesRoute'),
    { access: { permission: 'view files', company: true }, companyTitleKey: 'pages.companyDocuments' },
  ),
  screen(
    paths.uploadFilesPage,
    'pages.uploadFiles',
    lazyRoute(() => import('../features/uploads/routes/upload-files.tsx'), 'UploadFilesRoute'),
    {
      access: { permission: 'upload files', company: true, feature: 'CLIENT_FILE_UPLOAD', featureClientsOnly: true },
    },
  ),
  screen(
    paths.tenantSalesTaxPage,
    'pages.salesTaxList',
    lazyRoute(() => import('../features/sales-tax/routes/tenant-sales-tax-list.tsx'), 'TenantSalesTaxListRoute'),
    { access: { permission: 'view sales tax', company: true }, companyTitleKey: 'pages.companySalesTax' },
  ),
  screen(
    paths.salesTaxSubmitPage,
    'pages.salesTaxSubmit',
    lazyRoute(() => import('../features/sales-tax/routes/sales-tax-submit.tsx'), 'SalesTaxSubmitRoute'),
    { access: { permission: 'submit sales tax', company: true, feature: 'SALES_TAX_SUBMISSION' } },
  ),
  screen(
    paths.adminSalesTax,
    'pages.salesTaxList',
    lazyRoute(() => import('../features/sales-tax/routes/admin-sales-tax-list.tsx'), 'AdminSalesTaxListRoute'),
    { access: { audience: 'staff', permission: 'view sales tax' } },
  ),
  screen(
    paths.tenantPayrollPage,
    'pages.payrollList',
    lazyRoute(() => import('../features/payroll/routes/tenant-payroll-list.tsx'), 'TenantPayrollListRoute'),
    { access: { permission: 'view payroll', company: true }, companyTitleKey: 'pages.companyPayroll' },
  ),
  screen(
    paths.payrollSubmitPage,
    'pages.payrollSubmit',
    lazyRoute(() => import('../features/payroll/routes/payroll-submit.tsx'), 'PayrollSubmitRoute'),
    { access: { permission: 'submit payroll', company: true, feature: 'PAYROLL_SUBMISSION' } },
  ),
  screen(
    paths.adminPayroll,
    'pages.payrollList',
    lazyRoute(() => import('../features/payroll/routes/admin-payroll-list.tsx'), 'AdminPayrollListRoute'),
    { access: { audience: 'staff', permission: 'view payroll' } },
  ),
];

// The three upload screens share one module, as do the two results screens. Sending needs the firm's switch on;
// the lists of what was sent stay readable while it is off.
const bulkUpload = () => import('../features/bulk/routes/bulk-notification-upload.tsx');
const bulkResults = () => import('../features/bulk/routes/bulk-notification-results.tsx');
const bulkSend = {
  access: { audience: 'staff', permission: 'send bulk notifications', feature: 'BULK_NOTIFICATIONS' } as const,
};
const bulkView = staffOnly('send bulk notifications');
const bulkRoutes: RouteObject[] = [
  screen(
    paths.bulkSalesTaxUpload,
    'pages.bulkSalesTaxUpload',
    lazyRoute(bulkUpload, 'BulkSalesTaxUploadRoute'),
    bulkSend,
  ),
  screen(
    paths.bulkSalesTaxResults,
    'pages.bulkSalesTaxResults',
    lazyRoute(bulkResults, 'BulkSalesTaxResultsRoute'),
    bulkView,
  ),
  screen(
    paths.bulkPayrollTaxUpload,
    'pages.bulkPayrollTaxUpload',
    lazyRoute(bulkUpload, 'BulkPayrollTaxUploadRoute'),
    bulkSend,
  ),
  screen(
    paths.bulkPayrollTaxResults,
    'pages.bulkPayrollTaxResults',
    lazyRoute(bulkResults, 'BulkPayrollTaxResultsRoute'),
    bulkView,
  ),
  screen(paths.bulkPushUpload, 'pages.bulkPushUpload', lazyRoute(bulkUpload, 'BulkPushUploadRoute'), bulkSend),
  screen(
    paths.bulkPushList,
    'pages.bulkPushList',
    lazyRoute(() => import('../features/bulk/routes/bulk-push-list.tsx'), 'BulkPushListRoute'),
    bulkView,
  ),
  screen(
    paths.bulkTenantCreate,
    'pages.bulkTenantCreate',
    lazyRoute(() => import('../features/bulk/routes/bulk-tenant-create.tsx'), 'BulkTenantCreateRoute'),
    staffOnly('create tenant'),
  ),
];

/** The firm's own screens: the e-mail outbox, the audit trail, feature switches and the notifications page. */
const firmRoutes: RouteObject[] = [
  screen(
    paths.outbox,
    'pages.outbox',
    lazyRoute(() => import('../features/outbox/routes/outbox-list.tsx'), 'OutboxListRoute'),
    { access: { audience: 'staff', permission: 'view outbox' } },
  ),
  screen(
    paths.audit,
    'pages.audit',
    lazyRoute(() => import('../features/audit/routes/audit-list.tsx'), 'AuditListRoute'),
    { access: { audience: 'staff', permission: 'view audit trail' } },
  ),
  screen(
    paths.accessReview,
    'pages.accessReview',
    lazyRoute(() => import('../features/access-review/routes/access-review-list.tsx'), 'AccessReviewRoute'),
    { access: { audience: 'staff', permission: 'view audit trail' } },
  ),
  screen(
    paths.featureSettings,
    'pages.featureSettings',
    lazyRoute(
      () => import('../features/feature-settings/routes/feature-settings-list.tsx'),
      'FeatureSettingsListRoute',
    ),
    { access: { audience: 'staff', permission: 'manage feature settings' } },
  ),
  screen(
    paths.firmSettings,
    'pages.firmSettings',
    lazyRoute(() => import('../features/settings/routes/firm-settings.tsx'), 'FirmSettingsRoute'),
  ),
  screen(
    paths.notifications,
    'pages.notifications',
    lazyRoute(() => import('../features/notifications/routes/notifications-list.tsx'), 'NotificationsListRoute'),
  ),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootRoute,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: FullPageLoader,
    children: [
      ...publicRoutes,
      {
        Component: RequireSession,
        children: [
          // Before the main layout: until a required second factor is set up, the server refuses what it shows.
          screen(
            paths.twoStepSetup,
            'pages.twoStepSetup',
            lazyRoute(() => import('../features/mfa/routes/two-step-setup.tsx'), 'TwoStepSetupRoute'),
          ),
          {
            lazy: lazyRoute(() => import('./layout/app-layout.tsx'), 'AppLayout'),
            children: [
              { index: true, Component: HomeRedirect },
              screen(
                paths.dashboard,
                'pages.dashboard',
                lazyRoute(() => import('../features/dashboard/routes/dashboard.tsx'), 'DashboardRoute'),
              ),
              screen(
                paths.profile,
                'pages.profile',
                lazyRoute(() => import('../features/profile/routes/profile.tsx'), 'ProfileRoute'),
              ),
              screen(
                paths.twoStep,
                'pages.twoStep',
                lazyRoute(() => import('../features/mfa/routes/two-step.tsx'), 'TwoStepRoute'),
              ),
              ...peopleRoutes,
              ...tenantsRoutes,
              ...companyRoutes,
              ...bulkRoutes,
              ...firmRoutes,
              screen(
                '*',
                'pages.notFound',
                lazyRoute(() => import('./routes/not-found.tsx'), 'NotFoundRoute'),
              ),
            ],
          },
        ],
      },
    ],
  },
];
