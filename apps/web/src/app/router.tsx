import { Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { RequireSession } from '../features/auth/components/require-session.tsx';
import { lazyRoute, screen } from './lazy-route.ts';
import { RootRoute } from './routes/root.tsx';
import { RouteErrorScreen } from './routes/route-error.tsx';
import { paths } from '@ledgerport/contract';

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

const peopleRoutes: RouteObject[] = [
  screen(paths.users, 'pages.users', usersList),
  screen(paths.userCreate, 'pages.userCreate', userForm),
  screen('users/:id', 'pages.userEdit', userForm),
  screen(paths.roles, 'pages.roles', rolesList),
  screen(paths.roleCreate, 'pages.roleCreate', roleForm),
  screen('roles/:id', 'pages.roleEdit', roleForm),
];

const tenantsRoutes: RouteObject[] = [
  // The tenant list holds the tenant-users form: composed in app/routes, so neither feature imports the other.
  screen(
    paths.tenants,
    'pages.tenantList',
    lazyRoute(() => import('./routes/tenants-list.tsx'), 'TenantsListScreen'),
  ),
  screen(
    paths.tenantCreate,
    'pages.tenantCreate',
    lazyRoute(() => import('../features/tenants/routes/tenant-create.tsx'), 'TenantCreateRoute'),
  ),
  screen(
    paths.tenantEditPage,
    'pages.tenantEdit',
    lazyRoute(() => import('../features/tenants/routes/tenant-edit.tsx'), 'TenantEditRoute'),
  ),
  screen(
    paths.tenantUsersPage,
    'pages.tenantUserList',
    lazyRoute(() => import('../features/tenant-users/routes/tenant-users-list.tsx'), 'TenantUsersListRoute'),
  ),
  screen(
    paths.tenantUserCreatePage,
    'pages.tenantUserCreate',
    lazyRoute(() => import('../features/tenant-users/routes/tenant-user-create.tsx'), 'TenantUserCreateRoute'),
  ),
  screen(
    paths.internalUsers,
    'pages.internalUserList',
    lazyRoute(() => import('../features/internal-users/routes/internal-users-list.tsx'), 'InternalUsersListRoute'),
  ),
  screen(
    paths.internalUserCreate,
    'pages.internalUserCreate',
    lazyRoute(() => import('../features/internal-users/routes/internal-user-create.tsx'), 'InternalUserCreateRoute'),
  ),
];

/** A tenant's folder view and what its buttons open: uploads, sales tax, payroll. */
const companyRoutes: RouteObject[] = [
  screen(
    paths.companyPage,
    'pages.companyFiles',
    lazyRoute(() => import('../features/files/routes/company-files.tsx'), 'CompanyFilesRoute'),
  ),
  screen(
    paths.uploadFilesPage,
    'pages.uploadFiles',
    lazyRoute(() => import('../features/uploads/routes/upload-files.tsx'), 'UploadFilesRoute'),
  ),
  screen(
    paths.tenantSalesTaxPage,
    'pages.salesTaxList',
    lazyRoute(() => import('../features/sales-tax/routes/tenant-sales-tax-list.tsx'), 'TenantSalesTaxListRoute'),
  ),
  screen(
    paths.salesTaxSubmitPage,
    'pages.salesTaxSubmit',
    lazyRoute(() => import('../features/sales-tax/routes/sales-tax-submit.tsx'), 'SalesTaxSubmitRoute'),
  ),
  screen(
    paths.adminSalesTax,
    'pages.salesTaxList',
    lazyRoute(() => import('../features/sales-tax/routes/admin-sales-tax-list.tsx'), 'AdminSalesTaxListRoute'),
  ),
  screen(
    paths.tenantPayrollPage,
    'pages.payrollList',
    lazyRoute(() => import('../features/payroll/routes/tenant-payroll-list.tsx'), 'TenantPayrollListRoute'),
  ),
  screen(
    paths.payrollSubmitPage,
    'pages.payrollSubmit',
    lazyRoute(() => import('../features/payroll/routes/payroll-submit.tsx'), 'PayrollSubmitRoute'),
  ),
  screen(
    paths.adminPayroll,
    'pages.payrollList',
    lazyRoute(() => import('../features/payroll/routes/admin-payroll-list.tsx'), 'AdminPayrollListRoute'),
  ),
];

// The three upload screens share one module, as do the two results screens.
const bulkUpload = () => import('../features/bulk/routes/bulk-notification-upload.tsx');
const bulkResults = () => import('../features/bulk/routes/bulk-notification-results.tsx');
const bulkRoutes: RouteObject[] = [
  screen(paths.bulkSalesTaxUpload, 'pages.bulkSalesTaxUpload', lazyRoute(bulkUpload, 'BulkSalesTaxUploadRoute')),
  screen(paths.bulkSalesTaxResults, 'pages.bulkSalesTaxResults', lazyRoute(bulkResults, 'BulkSalesTaxResultsRoute')),
  screen(paths.bulkPayrollTaxUpload, 'pages.bulkPayrollTaxUpload', lazyRoute(bulkUpload, 'BulkPayrollTaxUploadRoute')),
  screen(
    paths.bulkPayrollTaxResults,
    'pages.bulkPayrollTaxResults',
    lazyRoute(bulkResults, 'BulkPayrollTaxResultsRoute'),
  ),
  screen(paths.bulkPushUpload, 'pages.bulkPushUpload', lazyRoute(bulkUpload, 'BulkPushUploadRoute')),
  screen(
    paths.bulkPushList,
    'pages.bulkPushList',
    lazyRoute(() => import('../features/bulk/routes/bulk-push-list.tsx'), 'BulkPushListRoute'),
  ),
  screen(
    paths.bulkTenantCreate,
    'pages.bulkTenantCreate',
    lazyRoute(() => import('../features/bulk/routes/bulk-tenant-create.tsx'), 'BulkTenantCreateRoute'),
  ),
];

/** The firm's own screens: the e-mail outbox, the audit trail, feature switches and the notifications page. */
const firmRoutes: RouteObject[] = [
  screen(
    paths.outbox,
    'pages.outbox',
    lazyRoute(() => import('../features/outbox/routes/outbox-list.tsx'), 'OutboxListRoute'),
  ),
  screen(
    paths.audit,
    'pages.audit',
    lazyRoute(() => import('../features/audit/routes/audit-list.tsx'), 'AuditListRoute'),
  ),
  screen(
    paths.accessReview,
    'pages.accessReview',
    lazyRoute(() => import('../features/access-review/routes/access-review-list.tsx'), 'AccessReviewRoute'),
  ),
  screen(
    paths.featureSettings,
    'pages.featureSettings',
    lazyRoute(
      () => import('../features/feature-settings/routes/feature-settings-list.tsx'),
      'FeatureSettingsListRoute',
    ),
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
              { index: true, element: <Navigate to={paths.dashboard} replace /> },
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
