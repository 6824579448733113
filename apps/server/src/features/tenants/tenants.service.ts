import {
  TENANTS_PER_PAGE,
  type TCreateTenantCommand,
  type TPageQuery,
  type TTenant,
  type TUpdateTenantCommand,
} from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { canSeeTenant, type Access } from '../roles/access.service.ts';
import type { DB } from '../../platform/db/schema.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { mapPage, pageRequest, paginate } from '../../platform/db/paginate.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { presentTenant } from './tenants.presenter.ts';
import { sanitizeRichText } from './rich-text.ts';
import { findTenantById, insertTenant, tenantsQuery, updateTenant } from './tenants.repo.ts';

const stored = <T extends TCreateTenantCommand>(input: T) => ({
  ...input,
  address_line_1: sanitizeRichText(input.address_line_1),
  address_line_2: sanitizeRichText(input.address_line_2),
});

const duplicateRoot = () => conflict('Another tenant already uses this root directory');

export function createTenantsService(deps: { db: Kysely<DB> }) {
  const { db } = deps;

  return {
    async list(query: TPageQuery) {
      const page = await paginate(db, tenantsQuery(db, query.search), pageRequest(query, TENANTS_PER_PAGE));
      return mapPage(page, presentTenant);
    },

    /** A tenant the caller cannot see answers 404, exactly like one that does not exist. */
    async get(access: Access, tenantId: string): Promise<TTenant> {
      const row = canSeeTenant(access, tenantId) ? await findTenantById(db, tenantId) : undefined;
      if (!row) throw notFound('Tenant');
      return presentTenant(row);
    },

    async create(input: TCreateTenantCommand): Promise<TTenant> {
      try {
        return presentTenant(await insertTenant(db, stored(input)));
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateRoot();
        throw error;
      }
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
