import { UPLOAD_TYPES, type TDailyOverview } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/guards.ts';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/errors.ts';
import { firmDayContaining } from '../../platform/time/firm-day.ts';
import type { SalesTaxService } from '../sales-tax/sales-tax.service.ts';
import { countUploadsByType } from './dashboard.repo.ts';

export function createDashboardService(deps: {
  db: Kysely<DB>;
  firmTimeZone: string;
  salesTax: Pick<SalesTaxService, 'countSubmittedBetween'>;
  now?: () => Date;
}) {
  const { db, firmTimeZone, salesTax, now = () => new Date() } = deps;
  return {
    /**
     * Spec §3 daily counts: uploads received today by type, and sales-tax submissions received today (any
     * status: a superseded one was still sent today). "Today" is the firm's calendar day. Firm staff who may
     * view every client's files only: the counts say what every client sent.
     */
    async dailyOverview(actor: Principal): Promise<TDailyOverview> {
      if (!actor.access.firmPermissions.has('view files')) throw forbidden();
      const day = firmDayContaining(now(), firmTimeZone);
      const [rows, salesTaxToday] = await Promise.all([
        countUploadsByType(db, day.start, day.end),
        salesTax.countSubmittedBetween(day.start, day.end),
      ]);
      const byType = Object.fromEntries(UPLOAD_TYPES.map((type) => [type, 0])) as TDailyOverview['by_type'];
      for (const row of rows) byType[row.type] = Number(row.count);
      return {
        date: day.date,
        time_zone: firmTimeZone,
        total: Object.values(byType).reduce((sum, n) => sum + n, 0),
        by_type: byType,
        sales_tax: salesTaxToday,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
