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
  /** A company's folders and files (built in a later issue); the tenant list also passes the name. */
  company: (tenantUuid: string, tenantName?: string) => {
    const query = new URLSearchParams({ company_uuid: tenantUuid });
    if (tenantName !== undefined) query.set('company_name', tenantName);
    return `/index/company?${query}`;
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
];
