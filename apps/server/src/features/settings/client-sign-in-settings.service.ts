import type { TClientSignInSettings } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { readClientSignInPolicy, writeClientSignInPolicy } from '../../platform/auth/client-sign-in-policy.repo.ts';
import type { DB } from '../../platform/db/schema.ts';

const FIELDS = ['password', 'email_link', 'passkey', 'client_mfa_required'] as const;

/**
 * Issue 32: how clients may sign in (password, e-mailed link or code, passkey: at least one) and whether they need
 * a second step ('manage firm settings'). One FIRM_SETTING_CHANGE event with what changed; a refusal is on the
 * trail too. `client_mfa_required` is the same setting the SuperAdmin's second-factor policy shows.
 */
export function createClientSignInSettingsService({ db, audited }: { db: Kysely<DB>; audited: Audited }) {
  return {
    get: (): Promise<TClientSignInSettings> => readClientSignInPolicy(db),

    update: (actor: Principal, next: TClientSignInSettings): Promise<TClientSignInSettings> =>
      audited(
        auditActorOf(actor),
        { action: 'FIRM_SETTING_CHANGE', tenantId: null, target: 'firm:client-sign-in' },
        async (scope) => {
          requireFirmPermission(actor, 'manage firm settings');
          return db.transaction().execute(async (trx) => {
            const before = await readClientSignInPolicy(trx);
            await writeClientSignInPolicy(trx, next, actor.access.userId);
            scope.changes = diffChanges(before, next, FIELDS);
            await scope.recordIn(trx);
            return next;
          });
        },
      ),
  };
}
export type ClientSignInSettingsService = ReturnType<typeof createClientSignInSettingsService>;
