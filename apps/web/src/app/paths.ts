/**
 * Every browser path of the app, relative to the router's basename (/app). The spec's paths are the
 * user-facing contract (bookmarks, e-mailed links): change none of them.
 */
export const APP_BASENAME = '/app';

export const paths = {
  login: '/login',
  logout: '/logout',
  register: '/register',
  forgotPassword: '/forgot-password',
  otpValidation: '/otp/validation',
  resetPassword: '/reset-password',
  /** Not in the spec as a page: the terms of use the registration screen links to. */
  terms: '/terms',
  dashboard: '/dashboard',
  profile: '/profile',
  users: '/users',
  userCreate: '/users/create',
  userEdit: (id: string) => `/users/${encodeURIComponent(id)}`,
  roles: '/role',
  roleCreate: '/create/role',
  roleEdit: (id: number) => `/roles/${id}`,
  tenants: '/tenant/info',
  tenantCreate: '/create/tenant/info',
  /** The tenant edit page without its query, as the router matches it. */
  tenantEditPage: '/tenant/edit',
  tenantEdit: (tenantUuid: string) => `/tenant/edit?${new URLSearchParams({ company_uuid: tenantUuid })}`,
  /** The tenant user list and setup form without their query, as the router matches them. */
  tenantUsersPage: '/tenant/user/info',
  tenantUsers: (tenantUuid: string) => `/tenant/user/info?${new URLSearchParams({ company_uuid: tenantUuid })}`,
  tenantUserCreatePage: '/create/tenant/user',
  tenantUserCreate: (tenantUuid: string) => `/create/tenant/user?${new URLSearchParams({ company_uuid: tenantUuid })}`,
  internalUsers: '/internal/user/info',
  internalUserCreate: '/create/internal/user',
  /** Not in the spec: every e-mail sent, for a SuperAdmin (invitation links when no SMTP server is set). */
  outbox: '/outbox',
  /** Not in the spec: who listed, previewed, downloaded or uploaded which client file (issue 4). */
  audit: '/audit',
  /** A company's folders and files without its query, as the router matches it. */
  companyPage: '/index/company',
  /** A company's folders and files; the tenant list also passes the name (and the folder view the open folder). */
  company: (tenantUuid: string, tenantName?: string) => {
    const query = new URLSearchParams({ company_uuid: tenantUuid });
    if (tenantName !== undefined) query.set('company_name', tenantName);
    return `/index/company?${query}`;
  },
  uploadFilesPage: '/upload/company/files',
  /** Upload Files for a company; the name, when known, spares the screen a lookup (it is not in the spec's query). */
  uploadFiles: (tenantUuid: string, tenantName?: string) => {
    const query = new URLSearchParams({ company_uuid: tenantUuid });
    if (tenantName !== undefined) query.set('company_name', tenantName);
    return `/upload/company/files?${query}`;
  },
} as const;

/** Reachable without a session. */
export const PUBLIC_PATHS: readonly string[] = [
  paths.login,
  paths.logout,
  paths.register,
  paths.forgotPassword,
  paths.otpValidation,
  paths.resetPassword,
  paths.terms,
];
