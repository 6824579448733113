import { ZBulkTenantImportRequest, type TBulkTenantImportResult } from '@ledgerport/contract';
import type { RowIssue } from '@ledgerport/contract/bulk-rows/sheet-rows';
import type { Kysely } from 'kysely';
import {
  auditActorOf,
  auditBatch,
  requireFirmPermission,
  type Audited,
  type AuditScope,
} from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/errors.ts';
import { readBulkUpload, type BulkForm } from '../../platform/spreadsheets/bulk-form.ts';
import type { SpreadsheetLimits } from '../../platform/spreadsheets/read-uploaded-sheet.ts';
import { assertNoRowIssues } from '../../platform/spreadsheets/row-issues.ts';
import type { TenantUsersService } from '../tenant-users/tenant-users.service.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import { tenantSheetRows } from './tenant-sheet.ts';

/** The multipart part that carries the import's JSON (ZBulkTenantImportRequest), before the file. */
export const IMPORT_PART = 'import';

export function createBulkTenantsService(deps: {
  db: Kysely<DB>;
  tenants: TenantsService;
  tenantUsers: TenantUsersService;
  limits: SpreadsheetLimits;
  audited: Audited;
}) {
  const { db, tenants, tenantUsers, limits, audited } = deps;

  return {
    /**
     * Creates a tenant for every selected row of the uploaded sheet, or none. The file is parsed again here
     * (the preview is never trusted) with the user's edits applied; any row problem, including a name or
     * root directory repeated in the sheet or already used by a tenant, answers 400 with every row's
     * problems. Tenants, owner accounts, memberships and invitation e-mails commit in one transaction.
     */
    import: (actor: Principal, form: BulkForm): Promise<TBulkTenantImportResult> =>
      audited(auditActorOf(actor), { action: 'BULK_TENANT_IMPORT', tenantId: null, target: 'file:?' }, (scope) =>
        importSheet(actor, form, scope),
      ),
  };

  /** The import's rules; on the trail the file name and how many tenants and owner invitations it made. */
  async function importSheet(actor: Principal, form: BulkForm, scope: AuditScope): Promise<TBulkTenantImportResult> {
    requireFirmPermission(actor, 'create tenant');
    const { input, fileName, matrix } = await readBulkUpload(form, IMPORT_PART, ZBulkTenantImportRequest, limits);
    scope.target = `file:${fileName}`;
    // Inviting owners creates client accounts: beside 'create tenant', this needs its own right.
    if (input.invite_owners && !actor.access.firmPermissions.has('create tenant user')) throw forbidden();
    const { rows, issues } = tenantSheetRows(matrix, input, limits.maxRows);
    assertNoRowIssues(issues);

    return db.transaction().execute(async (trx) => {
      const { nameTaken, rootTaken } = await tenants.findTaken(
        trx,
        rows.map((row) => row.tenant),
      );
      assertNoRowIssues(
        rows.flatMap(({ row_number, tenant }): RowIssue[] => [
          ...(nameTaken(tenant) ? [{ row_number, field: 'name', rule: 'tenantNameTaken' as const }] : []),
          ...(rootTaken(tenant) ? [{ row_number, field: 'root_directory', rule: 'rootDirectoryTaken' as const }] : []),
        ]),
      );
      // Each tenant, owner and invitation is on the trail too, written together at the end.
      const audit = auditBatch(auditActorOf(actor));
      const created = await tenants.createMany(
        trx,
        rows.map((row) => row.tenant),
        audit,
      );
      let invited = 0;
      if (input.invite_owners) {
        // Each owner in their row's language, else the one the import chose, else the firm's (left to invitations).
        const rowLocale = new Map(rows.map((row) => [row.tenant.root_directory.toLowerCase(), row.owner_locale]));
        for (const tenant of created) {
          const contact = {
            email: tenant.primary_contact_email ?? '',
            name: tenant.primary_contact_name,
            phone_mobile: tenant.primary_contact_phone_mobile,
            locale: rowLocale.get(tenant.root_directory.toLowerCase()) ?? input.owner_locale,
          };
          if (!contact.email) continue;
          const outcome = await tenantUsers.inviteOwner(trx, tenant, contact, audit);
          if (outcome === 'invited') invited += 1;
        }
      }
      const result = { created: created.length, invited };
      scope.changes = diffChanges(null, { file_name: fileName, tenants: result.created, invited }, [
        'file_name',
        'tenants',
        'invited',
      ]);
      await audit.flush(trx);
      await scope.recordIn(trx);
      return result;
    });
  }
}
export type BulkTenantsService = ReturnType<typeof createBulkTenantsService>;
