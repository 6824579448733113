import {
  TENANTS_PER_PAGE,
  type TCreateTenantCommand,
  type TPageQuery,
  type TTenant,
  type TUpdateTenantCommand,
} from '@ledgerport/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Access } from '../../platform/auth/access.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { DB } from '../../platform/db/schema.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { mapPage, pageRequest, paginate } from '../../platform/db/paginate.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { presentTenant } from './tenants.presenter.ts';
import { sanitizeRichText } from './rich-text.ts';
import { findTenantsNamedOrRootedAt, insertTenant, insertTenants, tenantsQuery, updateTenant } from './tenants.repo.ts';

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

export function createTenantsService(deps: { db: Kysely<DB> }) {
  const { db } = deps;

  return {
    async list(query: TPageQuery) {
      const page = await paginate(db, tenantsQuery(db, query.search), pageRequest(query, TENANTS_PER_PAGE));
      return mapPage(page, presentTenant);
    },

    /** A tenant the caller cannot see answers 404, exactly like one that does not exist. */
    async get(access: Access, tenantId: string): Promise<TTenant> {
      return presentTenant(await requireTenant(db, access, tenantId, 'visible'));
    },

    async create(input: TCreateTenantCommand): Promise<TTenant> {
      try {
        return presentTenant(await insertTenant(db, stored(input)));
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateRoot();
        throw error;
      }
    },

    /**
     * Many tenants inside the caller's transaction (a bulk import), in the order given. A root directory
     * taken meanwhile fails the whole transaction with the same 409 as `create`.
     */
    async createMany(trx: Transaction<DB>, inputs: TCreateTenantCommand[]): Promise<TTenant[]> {
      try {
        return (await insertTenants(trx, inputs.map(stored))).map(presentTenant);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateRoot();
        throw error;
      }
    },

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

    async update(tenantId: string, input: TUpdateTenantCommand): Promise<TTenant> {
      try {
        const row = await updateTenant(db, tenantId, stored(input));
        if (!row) throw notFound('Tenant');
        return presentTenant(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateRoot();
        throw error;
      }
    },
  };
}
export type TenantsService = ReturnType<typeof createTenantsService>;
