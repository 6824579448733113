import {
  TENANT_USERS_PER_PAGE,
  type TAddTenantUserCommand,
  type TInvitationSent,
  type TLinkTenantUserRequest,
  type TLocale,
  type TPageQuery,
  type TTenantUser,
  type TTenantUserPage,
} from '@ledgerport/contract';
import type { Kysely, Transaction } from 'kysely';
import { auditActorOf, type AuditBatch, type Audited, type AuditScope } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Recipient } from '../../platform/auth/access.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import { mapPage, pageRequest } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { InvitationsService } from '../invitations/invitations.service.ts';
import { presentTenantUser } from './tenant-users.presenter.ts';
import {
  findAccountByEmail,
  findTenantUser,
  insertMembership,
  listActiveClientsByEmail,
  listActiveMembers,
  listTenantUsers,
} from './tenant-users.repo.ts';

const onEmail = (status: number, code: 'CONFLICT' | 'NOT_FOUND', message: string) =>
  new AppError(status, code, message, [{ field: 'email', message }]);
const emailTaken = () =>
  onEmail(409, 'CONFLICT', 'Another user already has this e-mail address; link them to the tenant instead');
const alreadyMember = () => onEmail(409, 'CONFLICT', 'This user already belongs to this tenant');

/** What the trail keeps of a membership: the person (when new), the tenant by name and the role held there. */
const MEMBER_FIELDS = ['name', 'email', 'phone_mobile', 'locale', 'tenant', 'role'] as const;
type Membership = {
  tenant: string;
  role: string;
  name?: string;
  email?: string;
  phone_mobile?: string | null;
  locale?: string;
};
const membershipChanges = (membership: Membership) => diffChanges(null, membership, MEMBER_FIELDS);

export function createTenantUsersService(deps: { db: Kysely<DB>; invitations: InvitationsService; audited: Audited }) {
  const { db, invitations, audited } = deps;

  /** An audited action on one of the tenant's people, its target filled in once known. */
  const onMember = <T>(
    actor: Principal,
    action: 'TENANT_USER_ADD' | 'TENANT_USER_LINK' | 'INVITATION_SEND',
    tenantId: string,
    userId: string,
    work: (scope: AuditScope) => Promise<T>,
  ) => audited(auditActorOf(actor), { action, tenantId, target: `user:${userId}` }, work);

  async function read(tenantId: string, userId: string): Promise<TTenantUser> {
    const row = await findTenantUser(db, tenantId, userId);
    if (!row) throw notFound('User');
    return presentTenantUser(row);
  }

  return {
    async list(actor: Principal, tenantId: string, query: TPageQuery): Promise<TTenantUserPage> {
      await requireTenant(db, actor.access, tenantId, 'view tenant user');
      const page = await listTenantUsers(db, tenantId, query.search, pageRequest(query, TENANT_USERS_PER_PAGE));
      return mapPage(page, presentTenantUser);
    },

    /** A new person: created INVITED with their role here; the invitation e-mail commits with them or not at all. */
    add: (actor: Principal, tenantId: string, input: TAddTenantUserCommand): Promise<TTenantUser> =>
      onMember(actor, 'TENANT_USER_ADD', tenantId, 'new', async (scope) => {
        const tenant = await requireTenant(db, actor.access, tenantId, 'create tenant user');
        let userId: string;
        try {
          userId = await db.transaction().execute(async (trx) => {
            const person = {
              email: input.email,
              name: input.name,
              user_name: input.email.split('@')[0] ?? input.email,
              phone_mobile: input.phone_mobile,
              locale: input.locale,
            };
            const sender = { actor: auditActorOf(actor), tenantId, companyName: tenant.name };
            const { user } = await invitations.createInvitedUser(trx, person, sender);
            await insertMembership(trx, tenantId, user.id, input.user_type);
            scope.target = `user:${user.id}`;
            const invited = { ...person, locale: user.locale, tenant: tenant.name, role: input.user_type };
            scope.changes = membershipChanges(invited);
            await scope.recordIn(trx);
            return user.id;
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTaken();
          throw error;
        }
        return read(tenantId, userId);
      }),

    /**
     * An existing client account gets a role in this tenant too. Staff only: the answer tells whether an
     * e-mail address has an account, which a client company must not be able to probe.
     */
    link: (actor: Principal, tenantId: string, input: TLinkTenantUserRequest): Promise<TTenantUser> =>
      onMember(actor, 'TENANT_USER_LINK', tenantId, 'unknown', async (scope) => {
        const tenant = await requireTenant(db, actor.access, tenantId, 'create tenant user');
        if (!actor.access.firmPermissions.has('create tenant user')) throw forbidden();
        const account = await findAccountByEmail(db, input.email, tenantId);
        if (!account) throw onEmail(404, 'NOT_FOUND', 'No user has this e-mail address');
        scope.target = `user:${account.id}`;
        if (account.is_staff) {
          throw onEmail(409, 'CONFLICT', 'This e-mail belongs to a firm staff member, who cannot also be a client');
        }
        if (account.is_member) throw alreadyMember();
        try {
          await db.transaction().execute(async (trx) => {
            await insertMembership(trx, tenantId, account.id, input.user_type);
            scope.changes = membershipChanges({ tenant: tenant.name, role: input.user_type });
            await scope.recordIn(trx);
          });
        } catch (error) {
          // Two links of the same person at once: the primary key lets one through.
          if (isUniqueViolation(error)) throw alreadyMember();
          throw error;
        }
        return read(tenantId, account.id);
      }),

    /**
     * Makes `contact` the TenantOwner of a tenant the caller's transaction has just created (a bulk import,
     * which checked the firm-wide permissions), each step added to the import's `audit` batch. Someone without
     * an account is created INVITED and e-mailed a link, which commits with the tenant or not at all; an
     * existing client account gets the role without a new e-mail; a firm staff member is left out (staff cannot
     * also be clients).
     */
    async inviteOwner(
      trx: Transaction<DB>,
      tenant: { uuid: string; name: string },
      contact: { email: string; name: string | null; phone_mobile: string | null; locale?: TLocale | undefined },
      audit: AuditBatch,
    ): Promise<'invited' | 'linked' | 'skipped'> {
      const tenantId = tenant.uuid;
      const owner = { tenant: tenant.name, role: 'TenantOwner' };
      const account = await findAccountByEmail(trx, contact.email, tenantId);
      if (account?.is_staff) return 'skipped';
      if (account) {
        if (!account.is_member) {
          await insertMembership(trx, tenantId, account.id, 'TenantOwner');
          const target = `user:${account.id}`;
          audit.add({ action: 'TENANT_USER_LINK', tenantId, target, changes: membershipChanges(owner) });
        }
        return 'linked';
      }
      const localPart = contact.email.split('@')[0] ?? contact.email;
      const newUser = { ...contact, name: contact.name ?? localPart, user_name: localPart };
      const { user } = await invitations.createInvitedUser(trx, newUser, {
        actor: audit.actor,
        tenantId,
        companyName: tenant.name,
        batch: audit,
      });
      await insertMembership(trx, tenantId, user.id, 'TenantOwner');
      const changes = membershipChanges({ ...newUser, locale: user.locale, ...owner });
      audit.add({ action: 'TENANT_USER_ADD', tenantId, target: `user:${user.id}`, changes });
      return 'invited';
    },

    /**
     * A fresh link for a member of this tenant who has not registered; their earlier links stop working.
     * `locale`: this e-mail (and later ones) in another language.
     */
    resendInvitation: (
      actor: Principal,
      tenantId: string,
      userId: string,
      locale?: TLocale,
    ): Promise<TInvitationSent> =>
      onMember(actor, 'INVITATION_SEND', tenantId, userId, async (scope) => {
        const tenant = await requireTenant(db, actor.access, tenantId, 'create tenant user');
        if (!(await findTenantUser(db, tenantId, userId))) throw notFound('User');
        const sender = { actor: auditActorOf(actor), tenantId, companyName: tenant.name, scope };
        return db.transaction().execute((trx) => invitations.reinvite(trx, userId, sender, locale));
      }),
  };
}
export type TenantUsersService = ReturnType<typeof createTenantUsersService>;

/** The tenant's active users, with their e-mail and language: whom another feature writes to about the tenant. */
export const activeMembersOf = (db: Kysely<DB>, tenantId: string): Promise<Recipient[]> =>
  listActiveMembers(db, tenantId);

/** The active client users (members of some tenant) among these e-mail addresses: whom a push reaches in the app. */
export const activeClientsByEmail = (db: Kysely<DB>, emails: string[]): Promise<Recipient[]> =>
  emails.length === 0 ? Promise.resolve([]) : listActiveClientsByEmail(db, emails);
