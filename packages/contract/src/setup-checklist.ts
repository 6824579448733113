import { z } from 'zod';
import { SETUP_ITEMS } from './signed-in-constants.ts';

export const ZSetupItem = z.enum(SETUP_ITEMS);
export type TSetupItem = z.infer<typeof ZSetupItem>;

/** One item: done (worked out from the firm's data and the server's settings at each call), or dismissed. */
export const ZSetupChecklistItem = z.object({ item: ZSetupItem, done: z.boolean(), dismissed: z.boolean() });

/**
 * GET /setup-checklist (SuperAdmin): every item in SETUP_ITEMS order. The dashboard shows the card while some
 * item is neither done nor dismissed.
 */
export const ZSetupChecklist = z.object({ items: z.array(ZSetupChecklistItem) });
export type TSetupChecklist = z.infer<typeof ZSetupChecklist>;

/** POST /setup-checklist/dismissals: hide one item for the whole firm (recorded SETUP_ITEM_DISMISS). */
export const ZDismissSetupItemRequest = z.strictObject({ item: ZSetupItem });
export type TDismissSetupItemRequest = z.infer<typeof ZDismissSetupItemRequest>;
