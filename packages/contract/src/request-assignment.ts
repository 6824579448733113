import { z } from 'zod';
import { ZRequestKind } from './requests.ts';
import { ZResponsibleFilter } from './tenants.ts';

/** How many overdue requests the dashboard card lists. */
export const OVERDUE_CARD_SIZE = 10;

/** GET /dashboard/overdue-requests?responsible=mine (staff): the first OVERDUE_CARD_SIZE by due date. */
export const ZOverdueRequestsQuery = z.strictObject({ responsible: ZResponsibleFilter.default('mine') });
export type TOverdueRequestsQuery = z.input<typeof ZOverdueRequestsQuery>;

export const ZOverdueRequest = z.object({
  uuid: z.uuid(),
  tenant_uuid: z.uuid(),
  tenant_name: z.string(),
  title: z.string(),
  kind: ZRequestKind,
  due_on: z.string(),
});
export type TOverdueRequest = z.infer<typeof ZOverdueRequest>;
/** `total`: every overdue request of those clients (the card shows the first few). */
export const ZOverdueRequests = z.object({ data: z.array(ZOverdueRequest), total: z.number().int() });
export type TOverdueRequests = z.infer<typeof ZOverdueRequests>;
