import type { TBulkNotificationKind } from '@ledgerport/contract';
import { APP_BASENAME, paths } from '@ledgerport/contract';

/** Each kind's pair of screens (spec §2), its sample sheet and its page titles. */
export const NOTIFICATION_SCREENS: Record<
  TBulkNotificationKind,
  { upload: string; results: string; sample: string; uploadTitleKey: string; resultsTitleKey: string }
> = {
  SALES_TAX: {
    upload: paths.bulkSalesTaxUpload,
    results: paths.bulkSalesTaxResults,
    sample: 'bulk-sales-tax-sample.csv',
    uploadTitleKey: 'pages.bulkSalesTaxUpload',
    resultsTitleKey: 'pages.bulkSalesTaxResults',
  },
  PAYROLL_TAX: {
    upload: paths.bulkPayrollTaxUpload,
    results: paths.bulkPayrollTaxResults,
    sample: 'bulk-payroll-tax-sample.csv',
    uploadTitleKey: 'pages.bulkPayrollTaxUpload',
    resultsTitleKey: 'pages.bulkPayrollTaxResults',
  },
  PUSH: {
    upload: paths.bulkPushUpload,
    results: paths.bulkPushList,
    sample: 'bulk-push-notification-sample.csv',
    uploadTitleKey: 'pages.bulkPushUpload',
    resultsTitleKey: 'pages.bulkPushList',
  },
};

export const TENANT_SAMPLE = 'bulk-tenants-sample.csv';

/** Where the sample sheets are served from: the web app's own static files (public/samples/, under /app). */
export const sampleUrl = (fileName: string) => `${APP_BASENAME}/samples/${fileName}`;
