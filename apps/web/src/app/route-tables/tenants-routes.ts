import type { RouteObject } from 'react-router';
import { paths } from '@ledgerport/contract';
import { lazyRoute, screen } from '../lazy-route.ts';

export const tenantsRoutes: RouteObject[] = [
  // The tenant list holds the tenant-users form: composed in app/routes, so neither feature imports the other.
  screen(
    paths.tenants,
    'pages.tenantList',
    lazyRoute(() => import('../routes/tenants-list.tsx'), 'TenantsListScreen'),
    { access: { audience: 'staff', permission: 'view tenant' } },
  ),
  screen(
    paths.tenantCreate,
    'pages.tenantCreate',
    lazyRoute(() => import('../../features/tenants/routes/tenant-create.tsx'), 'TenantCreateRoute'),
    { access: { audience: 'staff', permission: 'create tenant' } },
  ),
  screen(
    paths.tenantEditPage,
    'pages.tenantEdit',
    lazyRoute(() => import('../../features/tenants/routes/tenant-edit.tsx'), 'TenantEditRoute'),
    { access: { audience: 'staff', permission: 'view tenant', company: true } },
  ),
  screen(
    paths.tenantUsersPage,
    'pages.tenantUserList',
    lazyRoute(() => import('../../features/tenant-users/routes/tenant-users-list.tsx'), 'TenantUsersListRoute'),
    { access: { permission: 'view tenant user', company: true }, companyTitleKey: 'pages.companyUsers' },
  ),
  screen(
    paths.tenantUserCreatePage,
    'pages.tenantUserCreate',
    lazyRoute(() => import('../../features/tenant-users/routes/tenant-user-create.tsx'), 'TenantUserCreateRoute'),
    { access: { permission: 'create tenant user', company: true } },
  ),
  screen(
    paths.internalUsers,
    'pages.internalUserList',
    lazyRoute(() => import('../../features/internal-users/routes/internal-users-list.tsx'), 'InternalUsersListRoute'),
    { access: { audience: 'staff', permission: 'view internal user' } },
  ),
  screen(
    paths.internalUserCreate,
    'pages.internalUserCreate',
    lazyRoute(() => import('../../features/internal-users/routes/internal-user-create.tsx'), 'InternalUserCreateRoute'),
    { access: { audience: 'staff', permission: 'create internal user' } },
  ),
];
