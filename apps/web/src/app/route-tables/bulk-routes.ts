import type { RouteObject } from 'react-router';
import { paths } from '@ledgerport/contract';
import { lazyRoute, screen } from '../lazy-route.ts';
import { staffOnly } from './staff-only.ts';

// The three upload screens share one module, as do the two results screens. Sending needs the firm's switch on;
// the lists of what was sent stay readable while it is off.
const bulkUpload = () => import('../../features/bulk/routes/bulk-notification-upload.tsx');
const bulkResults = () => import('../../features/bulk/routes/bulk-notification-results.tsx');
const bulkSend = {
  access: { audience: 'staff', permission: 'send bulk notifications', feature: 'BULK_NOTIFICATIONS' } as const,
};
const bulkView = staffOnly('send bulk notifications');
export const bulkRoutes: RouteObject[] = [
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
    lazyRoute(() => import('../../features/bulk/routes/bulk-push-list.tsx'), 'BulkPushListRoute'),
    bulkView,
  ),
  screen(
    paths.bulkTenantCreate,
    'pages.bulkTenantCreate',
    lazyRoute(() => import('../../features/bulk/routes/bulk-tenant-create.tsx'), 'BulkTenantCreateRoute'),
    staffOnly('create tenant'),
  ),
];
