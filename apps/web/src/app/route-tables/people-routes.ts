import type { RouteObject } from 'react-router';
import { paths } from '@ledgerport/contract';
import { lazyRoute, screen } from '../lazy-route.ts';
import { staffOnly } from './staff-only.ts';

const usersList = lazyRoute(() => import('../../features/users/routes/users-list.tsx'), 'UsersListRoute');
const userForm = lazyRoute(() => import('../../features/users/routes/user-form.tsx'), 'UserFormRoute');
const rolesList = lazyRoute(() => import('../../features/roles/routes/roles-list.tsx'), 'RolesListRoute');
const roleForm = lazyRoute(() => import('../../features/roles/routes/role-form.tsx'), 'RoleFormRoute');

export const peopleRoutes: RouteObject[] = [
  screen(paths.users, 'pages.users', usersList, staffOnly('view user')),
  screen(paths.userCreate, 'pages.userCreate', userForm, staffOnly('create user')),
  screen('users/:id', 'pages.userEdit', userForm, staffOnly('view user')),
  screen(paths.roles, 'pages.roles', rolesList, staffOnly('view ROLE')),
  screen(paths.roleCreate, 'pages.roleCreate', roleForm, staffOnly('create ROLE')),
  screen('roles/:id', 'pages.roleEdit', roleForm, staffOnly('view ROLE')),
];
