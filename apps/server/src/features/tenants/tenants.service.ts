import {
  TENANTS_PER_PAGE,
  VALIDATION_MESSAGES,
  type TCreateTenantCommand,
  type TTenant,
  type TTenantListQuery,
  type TUpdateTenantCommand,
} from '@ledgerport/contract';
import type { Kysely, Transaction } from 'kysely';
import { auditActorOf, requireFirmPermission, type AuditBatch, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Access } from '../../platform/auth/access.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { mapPage, pageRequest } from '../../platform/db/paginate.ts';
import { refusingDuplicates } from '../../platform/db/unique-violation.ts';
import { presentTenant } from './tenants.presenter.ts';
import { sanitizeRichText } from './rich-text.ts';
import {
  findTenantsNamedOrRootedAt,
  insertTenant,
  insertTenants,
  isActiveStaff,
  listActiveStaff,
  listTenants,
  lockTenant,
  staffNameOf,
  updateTenant,
} from './tenants.repo.ts';

/** The form's fields as columns: the responsible staff member's uuid is its id (left out: unchanged). */
const stored = async <T extends TCreateTenantCommand>({ responsible_staff_uuid, ...input }: T) => ({
  ...input,
  ...(responsible_staff_uuid !== undefined ? { responsible_staff_id: responsible_staff_uuid } : {}),
  address_line_1: await sanitizeRichText(input.address_line_1),
  address_line_2: await sanitizeRichText(input.address_line_2),
});

export const staffRefused = (field: string) =>
  new AppError(400, 'VALIDATION_ERROR', 'Invalid body', [
    { field, message: VALIDATION_MESSAGES.responsibleStaffInvalid },
  ]);

/** Only an active staff member may be made responsible for a client (null: nobody). */
export async function assertAssignable(db: Kysely<DB>, staffId: string | null | undefined, field: string) {
  if (staffId && !(await isActiveStaff(db, staffId))) throw staffRefused(field);
}

const duplicateRoot = () => conflict('Another tenant already uses this root directory');

type RootOf = { root_directory: string; root_directory_type: string };
/** Names compare in any case (so two tenants a person would call the same are caught before they exist). */
export const tenantNameKey = (tenant: { name: string }) => tenant.name.toLowerCase();
/** Root directories compare as the unique index does: per storage type, in any case. */
export const tenantRootKey = (tenant: RootOf) => `${tenant.root_directory_type}:${tenant.root_directory.toLowerCase()}`;

/** What the trail keeps of a tenant: every field of the tenant form. */
const AUDITED_FIELDS = [
  'name',
  'root_directory',
  'root_directory_type',
  'status',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'country',
  'zipcode',
  'timezone',
  'primary_contact_name',
  'primary_contact_email',
  'primary_contact_phone_mobile',
  'primary_contact_phone_office',
  'primary_contact_fax',
  'responsible_staff_uuid',
] as const;
const tenantChanges = (before: TTenant | null, after: TTenant) => diffChanges(before, after, AUDITED_FIELDS);

/** Answers 409 when another tenant has the root directory (the unique index decides). */
const guardingRoot = <T>(work: () => Promise<T>) => refusingDuplicates(work, duplicateRoot);

export function createTenantsService(deps: { db: Kysely<DB>; audited: Audited }) {
  const { db, audited } = deps;

  return {
    async list(access: Access, query: TTenantListQuery) {
      const filter = { search: query.search, responsible: query.responsible, callerId: access.userId };
      const page = await listTenants(db, filter, pageRequest(query, TENANTS_PER_PAGE));
      return mapPage(page, presentTenant);
    },

    /** A tenant the caller cannot see answers 404, exactly like one that does not exist. */
    async get(access: Access, tenantId: string): Promise<TTenant> {
      const row = await requireTenant(db, access, tenantId, 'visible');
      return presentTenant({ ...row, responsible_staff_name: await staffNameOf(db, row.responsible_staff_id) });
    },

    /** Whom a tenant may be assigned to: the firm's active staff, by name. */
    async staffOptions() {
      const staff = await listActiveStaff(db);
      return { data: staff.map((s) => ({ uuid: s.id, name: s.name, email: s.email })) };
    },

    create: (actor: Principal, input: TCreateTenantCommand): Promise<TTenant> =>
      audited(auditActorOf(actor), { action: 'TENANT_CREATE', tenantId: null, target: 'tenant:new' }, async (scope) => {
        requireFirmPermission(actor, 'create tenant');
        await assertAssignable(db, input.responsible_staff_uuid, 'responsible_staff_uuid');
        return guardingRoot(() =>
          db.transaction().execute(async (trx) => {
            const row = await insertTenant(trx, await stored(input));
            const created = presentTenant({
              ...row,
              responsible_staff_name: await staffNameOf(trx, row.responsible_staff_id),
            });
            scope.tenantId = created.uuid;
            scope.target = `tenant:${created.uuid}`;
            scope.changes = tenantChanges(null, created);
            await scope.recordIn(trx);
            return created;
          }),
        );
      }),

    /**
     * Many tenants inside the caller's transaction (a bulk import), in the order given, each added to the
     * import's `audit` batch as created. A root directory taken meanwhile fails the whole transaction with the
     * same 409 as `create`.
     */
    createMany: (trx: Transaction<DB>, inputs: TCreateTenantCommand[], audit: AuditBatch): Promise<TTenant[]> =>
      guardingRoot(async () => {
        const created = (await insertTenants(trx, await Promise.all(inputs.map(stored)))).map(presentTenant);
        for (const tenant of created) {
          const target = `tenant:${tenant.uuid}`;
          audit.add({ action: 'TENANT_CREATE', tenantId: tenant.uuid, target, changes: tenantChanges(null, tenant) });
        }
        return created;
      }),

    /** Which of these would-be tenants another tenant already has the name or the root directory of. */
    async findTaken(trx: Transaction<DB>, candidates: TCreateTenantCommand[]) {
      const names = [...new Set(candidates.map(tenantNameKey))];
      const roots = [...new Set(candidates.map((candidate) => candidate.root_directory.toLowerCase()))];
      const existing = candidates.length > 0 ? await findTenantsNamedOrRootedAt(trx, names, roots) : [];
      const takenNames = new Set(existing.map(tenantNameKey));
      const takenRoots = new Set(existing.map(tenantRootKey));
      return {
        nameTaken: (candidate: TCreateTenantCommand) => takenNames.has(tenantNameKey(candidate)),
        rootTaken: (candidate: TCreateTenantCommand) => takenRoots.has(tenantRootKey(candidate)),
      };
    },

    update: (actor: Principal, tenantId: string, input: TUpdateTenantCommand): Promise<TTenant> =>
      audited(auditActorOf(actor), { action: 'TENANT_UPDATE', tenantId, target: `tenant:${tenantId}` }, (scope) => {
        requireFirmPermission(actor, 'update tenant');
        return guardingRoot(() =>
          db.transaction().execute(async (trx) => {
            const before = await lockTenant(trx, tenantId);
            if (!before) throw notFound('Tenant');
            // Checked only when it changes: a form saved unchanged keeps a staff member who has since left.
            if (input.responsible_staff_uuid !== before.responsible_staff_id) {
              await assertAssignable(trx, input.responsible_staff_uuid, 'responsible_staff_uuid');
            }
            const row = await updateTenant(trx, tenantId, await stored(input));
            if (!row) throw notFound('Tenant');
            const updated = presentTenant({
              ...row,
              responsible_staff_name: await staffNameOf(trx, row.responsible_staff_id),
            });
            scope.changes = tenantChanges(presentTenant(before), updated);
            await scope.recordIn(trx);
            return updated;
          }),
        );
      }),
  };
}
export type TenantsService = ReturnType<typeof createTenantsService>;
