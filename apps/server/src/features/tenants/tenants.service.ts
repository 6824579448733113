import {
  TENANTS_PER_PAGE,
  type TCreateTenantCommand,
  type TPageQuery,
  type TTenant,
  type TUpdateTenantCommand,
} from '@ledgerport/contract';
import type { Kysely, Transaction } from 'kysely';
import { auditActorOf, requireFirmPermission, type AuditBatch, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Access } from '../../platform/auth/access.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { DB } from '../../platform/db/schema.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { mapPage, pageRequest, paginate } from '../../platform/db/paginate.ts';
import { refusingDuplicates } from '../../platform/db/unique-violation.ts';
import { presentTenant } from './tenants.presenter.ts';
import { sanitizeRichText } from './rich-text.ts';
import {
  findTenantsNamedOrRootedAt,
  insertTenant,
  insertTenants,
  lockTenant,
  tenantsQuery,
  updateTenant,
} from './tenants.repo.ts';

const stored = <T extends TCreateTenantCommand>(input: T) => ({
  ...input,
  address_line_1: sanitizeRichText(input.address_line_1),
  address_line_2: sanitizeRichText(input.address_line_2),
});

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
] as const;
const tenantChanges = (before: TTenant | null, after: TTenant) => diffChanges(before, after, AUDITED_FIELDS);

/** Answers 409 when another tenant has the root directory (the unique index decides). */
const guardingRoot = <T>(work: () => Promise<T>) => refusingDuplicates(work, duplicateRoot);

export function createTenantsService(deps: { db: Kysely<DB>; audited: Audited }) {
  const { db, audited } = deps;

  return {
    async list(query: TPageQuery) {
      const page = await paginate(db, tenantsQuery(db, query.search), pageRequest(query, TENANTS_PER_PAGE));
      return mapPage(page, presentTenant);
    },

    /** A tenant the caller cannot see answers 404, exactly like one that does not exist. */
    async get(access: Access, tenantId: string): Promise<TTenant> {
      return presentTenant(await requireTenant(db, access, tenantId, 'visible'));
    },

    create: (actor: Principal, input: TCreateTenantCommand): Promise<TTenant> =>
      audited(auditActorOf(actor), { action: 'TENANT_CREATE', tenantId: null, target: 'tenant:new' }, (scope) => {
        requireFirmPermission(actor, 'create tenant');
        return guardingRoot(() =>
          db.transaction().execute(async (trx) => {
            const created = presentTenant(await insertTenant(trx, stored(input)));
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
        const created = (await insertTenants(trx, inputs.map(stored))).map(presentTenant);
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
            const row = await updateTenant(trx, tenantId, stored(input));
            if (!row) throw notFound('Tenant');
            const updated = presentTenant(row);
            scope.changes = tenantChanges(presentTenant(before), updated);
            await scope.recordIn(trx);
            return updated;
          }),
        );
      }),
  };
}
export type TenantsService = ReturnType<typeof createTenantsService>;
