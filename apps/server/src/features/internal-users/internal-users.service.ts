import {
  INTERNAL_USERS_PER_PAGE,
  type TCreateInternalUserCommand,
  type TInternalUser,
  type TInvitationSent,
  type TPageQuery,
} from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { mapPage, pageRequest } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { InvitationsService } from '../invitations/invitations.service.ts';
import { grantStaffRole } from '../users/users.service.ts';
import { findUserWithFirmRoles, listInternalUsers } from './internal-users.repo.ts';

type ListRow = Awaited<ReturnType<typeof listInternalUsers>>['data'][number];

const present = (row: ListRow): TInternalUser => ({
  uuid: row.id,
  name: row.name,
  email: row.email,
  phone_mobile: row.phone_mobile,
  phone_office: row.phone_office,
  fax: row.fax,
  roles: row.roles,
  fin_state: row.status,
  created_at: new Date(row.created_at).toISOString(),
});

const isSuperAdmin = (actor: Principal) => actor.access.staffRoles.includes('SuperAdmin');

const emailTaken = () =>
  new AppError(409, 'CONFLICT', 'Another user already has this e-mail address', [
    { field: 'email', message: 'Another user already has this e-mail address' },
  ]);

/** What the trail keeps of a new staff member: the form's fields and the role they were given. */
const INVITE_FIELDS = ['name', 'email', 'phone_mobile', 'phone_office', 'fax', 'role'] as const;
const invitedFields = (input: TCreateInternalUserCommand) => ({
  name: input.user_name,
  email: input.email,
  phone_mobile: input.phone_mobile,
  phone_office: input.phone_office,
  fax: input.fax,
  role: input.user_type,
});

export function createInternalUsersService(deps: {
  db: Kysely<DB>;
  invitations: InvitationsService;
  audited: Audited;
}) {
  const { db, invitations, audited } = deps;

  return {
    async list(query: TPageQuery) {
      return mapPage(await listInternalUsers(db, query.search, pageRequest(query, INTERNAL_USERS_PER_PAGE)), present);
    },

    /** Adds a staff member as INVITED with their role, and e-mails the invitation in the same transaction. */
    create: (actor: Principal, input: TCreateInternalUserCommand): Promise<{ uuid: string; email: string }> =>
      audited(
        auditActorOf(actor),
        { action: 'INTERNAL_USER_INVITE', tenantId: null, target: 'user:new' },
        async (scope) => {
          requireFirmPermission(actor, 'create internal user');
          // Only a SuperAdmin may make another SuperAdmin.
          if (input.user_type === 'SuperAdmin' && !isSuperAdmin(actor)) throw forbidden();
          try {
            return await db.transaction().execute(async (trx) => {
              const { user } = await invitations.createInvitedUser(
                trx,
                {
                  email: input.email,
                  name: input.user_name,
                  user_name: input.user_name,
                  phone_mobile: input.phone_mobile,
                  phone_office: input.phone_office,
                  fax: input.fax,
                },
                { actor: auditActorOf(actor), tenantId: null, companyName: null },
              );
              await grantStaffRole(trx, user.id, input.user_type);
              scope.target = `user:${user.id}`;
              scope.changes = diffChanges(null, invitedFields(input), INVITE_FIELDS);
              await scope.recordIn(trx);
              return { uuid: user.id, email: user.email };
            });
          } catch (error) {
            if (isUniqueViolation(error)) throw emailTaken();
            throw error;
          }
        },
      ),

    /**
     * E-mails a staff member who has not registered a fresh link; their earlier links stop working.
     * A client account is not this list's to re-invite (409), and, as for create, only a SuperAdmin
     * may re-invite a SuperAdmin.
     */
    resendInvitation: (actor: Principal, id: string): Promise<TInvitationSent> =>
      audited(
        auditActorOf(actor),
        { action: 'INVITATION_SEND', tenantId: null, target: `user:${id}` },
        async (scope) => {
          requireFirmPermission(actor, 'create internal user');
          const user = await findUserWithFirmRoles(db, id);
          if (!user) throw notFound('User');
          if (user.firm_roles.length === 0) throw conflict('This user is not a member of the firm staff');
          if (user.firm_roles.includes('SuperAdmin') && !isSuperAdmin(actor)) throw forbidden();
          const sender = { actor: auditActorOf(actor), tenantId: null, companyName: null, scope };
          return db.transaction().execute((trx) => invitations.reinvite(trx, user.id, sender));
        },
      ),
  };
}
export type InternalUsersService = ReturnType<typeof createInternalUsersService>;
