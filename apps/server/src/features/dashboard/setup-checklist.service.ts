import {
  DEFAULT_FIRM_NAME,
  SETUP_BACKUP_RECENT_DAYS,
  SETUP_ITEMS,
  SUPER_ADMIN_ROLE,
  type TSetupChecklist,
  type TSetupItem,
} from '@ledgerport/contract';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { readFirmBranding } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/errors.ts';
import {
  anotherStaffMember,
  anyTenant,
  backupRecordedSince,
  dismissedItems,
  dismissItem,
  emailInUse,
} from './setup-checklist.repo.ts';

/** ADMIN_EMAIL's default (config.ts): an address nobody reads, given to the first administrator of a trial. */
export const PLACEHOLDER_ADMIN_EMAIL = 'admin@ledgerport.local';

/** The server's settings the checklist reads (config.ts). */
export type SetupSettings = { smtpUrl: string | undefined; mailFrom: string; publicUrl: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** An address no mail reaches: MAIL_FROM's default (no-reply@ledgerport.local) or any other .local/localhost. */
function undeliverable(mailFrom: string): boolean {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address.split('@').pop()?.trim().toLowerCase() ?? '';
  return domain === 'localhost' || domain.endsWith('.local') || domain.endsWith('.localhost');
}

/** PUBLIC_URL's default (http://localhost:PORT) or any other address only this machine reaches. */
function onlyThisMachine(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host.startsWith('127.');
}

function requireSuperAdmin(principal: Principal) {
  if (!principal.access.staffRoles.includes(SUPER_ADMIN_ROLE)) throw forbidden();
}

/**
 * The first SuperAdmin's setup checklist (issue 30, part 5): each item's state worked out at every call from the
 * firm's data and the server's settings, so an item is ticked the moment it is done (and comes back if undone);
 * a SuperAdmin may dismiss an item for the whole firm (stored, audited SETUP_ITEM_DISMISS).
 */
export function createSetupChecklistService(deps: {
  db: Db;
  audited: Audited;
  settings: SetupSettings;
  now?: () => Date;
}) {
  const { db, audited, settings, now = () => new Date() } = deps;

  async function isDone(item: TSetupItem, principal: Principal): Promise<boolean> {
    switch (item) {
      case 'FIRM_BRANDING': {
        const branding = await readFirmBranding(db);
        return branding.firm_name !== DEFAULT_FIRM_NAME && branding.logo_type !== null;
      }
      case 'MAIL_DELIVERY':
        return Boolean(settings.smtpUrl) && !undeliverable(settings.mailFrom);
      case 'PUBLIC_URL':
        return !onlyThisMachine(settings.publicUrl);
      case 'ADMIN_EMAIL':
        return !(await emailInUse(db, PLACEHOLDER_ADMIN_EMAIL));
      case 'INVITE_STAFF':
        return anotherStaffMember(db, principal.access.userId);
      case 'FIRST_CLIENT':
        return anyTenant(db);
      case 'BACKUP_SCHEDULE':
        return backupRecordedSince(db, new Date(now().getTime() - SETUP_BACKUP_RECENT_DAYS * DAY_MS));
    }
  }

  async function checklist(principal: Principal): Promise<TSetupChecklist> {
    requireSuperAdmin(principal);
    const dismissed = await dismissedItems(db);
    const done = await Promise.all(SETUP_ITEMS.map((item) => isDone(item, principal)));
    return { items: SETUP_ITEMS.map((item, i) => ({ item, done: done[i]!, dismissed: dismissed.has(item) })) };
  }

  return {
    checklist,

    /** Hides one item for the firm; dismissing it again changes nothing and records nothing. */
    async dismiss(principal: Principal, item: TSetupItem): Promise<TSetupChecklist> {
      if (principal.access.staffRoles.includes(SUPER_ADMIN_ROLE) && (await dismissedItems(db)).has(item)) {
        return checklist(principal);
      }
      await audited(
        auditActorOf(principal),
        { action: 'SETUP_ITEM_DISMISS', tenantId: null, target: `setup:${item}` },
        async (scope) => {
          requireSuperAdmin(principal);
          await db.transaction().execute(async (trx) => {
            if (await dismissItem(trx, item, principal.access.userId)) await scope.recordIn(trx);
          });
        },
      );
      return checklist(principal);
    },
  };
}
export type SetupChecklistService = ReturnType<typeof createSetupChecklistService>;
