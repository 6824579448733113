import { Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { RequireSession } from '../features/auth/components/require-session.tsx';
import type { TRouteHandle } from '../lib/use-page-title.ts';
import { RootRoute } from './routes/root.tsx';
import { RouteErrorScreen } from './routes/route-error.tsx';
import { paths } from '@ledgerport/contract';

const title = (titleKey: string): TRouteHandle => ({ titleKey });
const relative = (path: string) => path.replace(/^\//, '');

// Each screen is its own chunk, fetched on first visit: the login page does not download the shell.
const notFound = () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute }));

/** Registration, code check, password reset and terms: reachable without a session. */
const publicRoutes: RouteObject[] = [
  {
    path: relative(paths.register),
    handle: title('registration.title'),
    lazy: () => import('../features/registration/routes/register.tsx').then((m) => ({ Component: m.RegisterRoute })),
  },
  {
    path: relative(paths.otpValidation),
    handle: title('registration.otp.title'),
    lazy: () =>
      import('../features/registration/routes/otp-validation.tsx').then((m) => ({ Component: m.OtpValidationRoute })),
  },
  {
    path: relative(paths.forgotPassword),
    handle: title('passwordReset.forgotTitle'),
    lazy: () =>
      import('../features/password-reset/routes/forgot-password.tsx').then((m) => ({
        Component: m.ForgotPasswordRoute,
      })),
  },
  {
    path: relative(paths.resetPassword),
    handle: title('passwordReset.resetTitle'),
    lazy: () =>
      import('../features/password-reset/routes/reset-password.tsx').then((m) => ({ Component: m.ResetPasswordRoute })),
  },
  {
    path: relative(paths.terms),
    handle: title('terms.title'),
    lazy: () => import('../features/legal/routes/terms.tsx').then((m) => ({ Component: m.TermsRoute })),
  },
];

const usersList = () =>
  import('../features/users/routes/users-list.tsx').then((m) => ({ Component: m.UsersListRoute }));
const userForm = () => import('../features/users/routes/user-form.tsx').then((m) => ({ Component: m.UserFormRoute }));
const usersRoutes: RouteObject[] = [
  { path: relative(paths.users), handle: title('pages.users'), lazy: usersList },
  { path: relative(paths.userCreate), handle: title('pages.userCreate'), lazy: userForm },
  { path: 'users/:id', handle: title('pages.userEdit'), lazy: userForm },
];

const rolesList = () =>
  import('../features/roles/routes/roles-list.tsx').then((m) => ({ Component: m.RolesListRoute }));
const roleForm = () => import('../features/roles/routes/role-form.tsx').then((m) => ({ Component: m.RoleFormRoute }));
const rolesRoutes: RouteObject[] = [
  { path: relative(paths.roles), handle: title('pages.roles'), lazy: rolesList },
  { path: relative(paths.roleCreate), handle: title('pages.roleCreate'), lazy: roleForm },
  { path: 'roles/:id', handle: title('pages.roleEdit'), lazy: roleForm },
];

const tenantsList = () =>
  import('../features/tenants/routes/tenants-list.tsx').then((m) => ({ Component: m.TenantsListRoute }));
const tenantsRoutes: RouteObject[] = [
  { path: relative(paths.tenants), handle: title('pages.tenantList'), lazy: tenantsList },
  {
    path: relative(paths.tenantCreate),
    handle: title('pages.tenantCreate'),
    lazy: () =>
      import('../features/tenants/routes/tenant-create.tsx').then((m) => ({ Component: m.TenantCreateRoute })),
  },
  {
    path: relative(paths.tenantEditPage),
    handle: title('pages.tenantEdit'),
    lazy: () => import('../features/tenants/routes/tenant-edit.tsx').then((m) => ({ Component: m.TenantEditRoute })),
  },
];

const internalUsersRoutes: RouteObject[] = [
  {
    path: relative(paths.internalUsers),
    handle: title('pages.internalUserList'),
    lazy: () =>
      import('../features/internal-users/routes/internal-users-list.tsx').then((m) => ({
        Component: m.InternalUsersListRoute,
      })),
  },
  {
    path: relative(paths.internalUserCreate),
    handle: title('pages.internalUserCreate'),
    lazy: () =>
      import('../features/internal-users/routes/internal-user-create.tsx').then((m) => ({
        Component: m.InternalUserCreateRoute,
      })),
  },
];

const tenantUsersRoutes: RouteObject[] = [
  {
    path: relative(paths.tenantUsersPage),
    handle: title('pages.tenantUserList'),
    lazy: () =>
      import('../features/tenant-users/routes/tenant-users-list.tsx').then((m) => ({
        Component: m.TenantUsersListRoute,
      })),
  },
  {
    path: relative(paths.tenantUserCreatePage),
    handle: title('pages.tenantUserCreate'),
    lazy: () =>
      import('../features/tenant-users/routes/tenant-user-create.tsx').then((m) => ({
        Component: m.TenantUserCreateRoute,
      })),
  },
];

const companyFilesRoutes: RouteObject[] = [
  {
    path: relative(paths.companyPage),
    handle: title('pages.companyFiles'),
    lazy: () => import('../features/files/routes/company-files.tsx').then((m) => ({ Component: m.CompanyFilesRoute })),
  },
  {
    path: relative(paths.uploadFilesPage),
    handle: title('pages.uploadFiles'),
    lazy: () => import('../features/uploads/routes/upload-files.tsx').then((m) => ({ Component: m.UploadFilesRoute })),
  },
];

const salesTaxRoutes: RouteObject[] = [
  {
    path: relative(paths.tenantSalesTaxPage),
    handle: title('pages.salesTaxList'),
    lazy: () =>
      import('../features/sales-tax/routes/tenant-sales-tax-list.tsx').then((m) => ({
        Component: m.TenantSalesTaxListRoute,
      })),
  },
  {
    path: relative(paths.salesTaxSubmitPage),
    handle: title('pages.salesTaxSubmit'),
    lazy: () =>
      import('../features/sales-tax/routes/sales-tax-submit.tsx').then((m) => ({ Component: m.SalesTaxSubmitRoute })),
  },
  {
    path: relative(paths.adminSalesTax),
    handle: title('pages.salesTaxList'),
    lazy: () =>
      import('../features/sales-tax/routes/admin-sales-tax-list.tsx').then((m) => ({
        Component: m.AdminSalesTaxListRoute,
      })),
  },
];

const payrollRoutes: RouteObject[] = [
  {
    path: relative(paths.tenantPayrollPage),
    handle: title('pages.payrollList'),
    lazy: () =>
      import('../features/payroll/routes/tenant-payroll-list.tsx').then((m) => ({
        Component: m.TenantPayrollListRoute,
      })),
  },
  {
    path: relative(paths.payrollSubmitPage),
    handle: title('pages.payrollSubmit'),
    lazy: () =>
      import('../features/payroll/routes/payroll-submit.tsx').then((m) => ({ Component: m.PayrollSubmitRoute })),
  },
  {
    path: relative(paths.adminPayroll),
    handle: title('pages.payrollList'),
    lazy: () =>
      import('../features/payroll/routes/admin-payroll-list.tsx').then((m) => ({
        Component: m.AdminPayrollListRoute,
      })),
  },
];

const bulkUpload = () => import('../features/bulk/routes/bulk-notification-upload.tsx');
const bulkResults = () => import('../features/bulk/routes/bulk-notification-results.tsx');
const bulkRoutes: RouteObject[] = [
  {
    path: relative(paths.bulkSalesTaxUpload),
    handle: title('pages.bulkSalesTaxUpload'),
    lazy: () => bulkUpload().then((m) => ({ Component: m.BulkSalesTaxUploadRoute })),
  },
  {
    path: relative(paths.bulkSalesTaxResults),
    handle: title('pages.bulkSalesTaxResults'),
    lazy: () => bulkResults().then((m) => ({ Component: m.BulkSalesTaxResultsRoute })),
  },
  {
    path: relative(paths.bulkPayrollTaxUpload),
    handle: title('pages.bulkPayrollTaxUpload'),
    lazy: () => bulkUpload().then((m) => ({ Component: m.BulkPayrollTaxUploadRoute })),
  },
  {
    path: relative(paths.bulkPayrollTaxResults),
    handle: title('pages.bulkPayrollTaxResults'),
    lazy: () => bulkResults().then((m) => ({ Component: m.BulkPayrollTaxResultsRoute })),
  },
  {
    path: relative(paths.bulkPushUpload),
    handle: title('pages.bulkPushUpload'),
    lazy: () => bulkUpload().then((m) => ({ Component: m.BulkPushUploadRoute })),
  },
  {
    path: relative(paths.bulkPushList),
    handle: title('pages.bulkPushList'),
    lazy: () => import('../features/bulk/routes/bulk-push-list.tsx').then((m) => ({ Component: m.BulkPushListRoute })),
  },
  {
    path: relative(paths.bulkTenantCreate),
    handle: title('pages.bulkTenantCreate'),
    lazy: () =>
      import('../features/bulk/routes/bulk-tenant-create.tsx').then((m) => ({ Component: m.BulkTenantCreateRoute })),
  },
];

const outboxRoute: RouteObject = {
  path: relative(paths.outbox),
  handle: title('pages.outbox'),
  lazy: () => import('../features/outbox/routes/outbox-list.tsx').then((m) => ({ Component: m.OutboxListRoute })),
};

const featureSettingsRoute: RouteObject = {
  path: relative(paths.featureSettings),
  handle: title('pages.featureSettings'),
  lazy: () =>
    import('../features/feature-settings/routes/feature-settings-list.tsx').then((m) => ({
      Component: m.FeatureSettingsListRoute,
    })),
};

const notificationsRoute: RouteObject = {
  path: relative(paths.notifications),
  handle: title('pages.notifications'),
  lazy: () =>
    import('../features/notifications/routes/notifications-list.tsx').then((m) => ({
      Component: m.NotificationsListRoute,
    })),
};

const auditRoute: RouteObject = {
  path: relative(paths.audit),
  handle: title('pages.audit'),
  lazy: () => import('../features/audit/routes/audit-list.tsx').then((m) => ({ Component: m.AuditListRoute })),
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootRoute,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: FullPageLoader,
    children: [
      {
        path: relative(paths.login),
        handle: title('pages.login'),
        lazy: () => import('../features/auth/routes/login.tsx').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: relative(paths.logout),
        handle: title('pages.logout'),
        lazy: () => import('../features/auth/routes/logout.tsx').then((m) => ({ Component: m.LogoutRoute })),
      },
      ...publicRoutes,
      {
        Component: RequireSession,
        children: [
          {
            lazy: () => import('./layout/app-layout.tsx').then((m) => ({ Component: m.AppLayout })),
            children: [
              { index: true, element: <Navigate to={paths.dashboard} replace /> },
              {
                path: relative(paths.dashboard),
                handle: title('pages.dashboard'),
                lazy: () =>
                  import('../features/dashboard/routes/dashboard.tsx').then((m) => ({ Component: m.DashboardRoute })),
              },
              {
                path: relative(paths.profile),
                handle: title('pages.profile'),
                lazy: () =>
                  import('../features/profile/routes/profile.tsx').then((m) => ({ Component: m.ProfileRoute })),
              },
              ...usersRoutes,
              ...rolesRoutes,
              ...tenantsRoutes,
              ...tenantUsersRoutes,
              ...internalUsersRoutes,
              ...companyFilesRoutes,
              ...salesTaxRoutes,
              ...payrollRoutes,
              ...bulkRoutes,
              outboxRoute,
              auditRoute,
              featureSettingsRoute,
              notificationsRoute,
              { path: '*', handle: title('pages.notFound'), lazy: notFound },
            ],
          },
        ],
      },
    ],
  },
];
