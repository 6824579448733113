import {
  INTERNAL_USERS_PER_PAGE,
  type TCreateInternalUserCommand,
  type TInternalUser,
  type TInvitationSent,
  type TLocale,
  type TPageQuery,
  type TRoleRef,
} from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { mapPage } from '../../platform/db/paginate.ts';
import type { DB, UserRow } from '../../platform/db/schema.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { InvitationsService } from '../invitations/invitations.service.ts';
import { requireFirmRoleNamed } from '../roles/roles.service.ts';
import { guardingEmail } from '../users/add-staff-member.ts';
import type { UsersService } from '../users/users.service.ts';
import { findUserWithFirmRoles } from './internal-users.repo.ts';

/** A firm member as /internal/user/info shows them (spec §3 internal user row). */
const present = ({ user, roles }: { user: UserRow; roles: TRoleRef[] }): TInternalUser => ({
  uuid: user.id,
  name: user.name,
  email: user.email,
  phone_mobile: user.phone_mobile,
  phone_office: user.phone_office,
  fax: user.fax,
  roles: roles.map((role) => ({ user_type: role.name })),
  fin_state: user.status,
  created_at: user.created_at.toISOString(),
});

const isSuperAdmin = (actor: Principal) => actor.access.staffRoles.includes('SuperAdmin');

/** What the trail keeps of a new staff member: the form's fields and the role they were given. */
const INVITE_FIELDS = ['name', 'email', 'phone_mobile', 'phone_office', 'fax', 'role', 'locale'] as const;
const invitedFields = (input: TCreateInternalUserCommand, locale: string) => ({
  name: input.user_name,
  email: input.email,
  phone_mobile: input.phone_mobile,
  phone_office: input.phone_office,
  fax: input.fax,
  role: input.user_type,
  locale,
});

export function createInternalUsersService(deps: {
  db: Kysely<DB>;
  users: UsersService;
  invitations: InvitationsService;
  audited: Audited;
}) {
  const { db, users, invitations, audited } = deps;

  return {
    async list(query: TPageQuery) {
      return mapPage(await users.listStaff(query, INTERNAL_USERS_PER_PAGE), present);
    },

    /** Adds a staff member as INVITED with their role, and e-mails the invitation in the same transaction. */
    create: (actor: Principal, input: TCreateInternalUserCommand): Promise<{ uuid: string; email: string }> =>
      audited(
        auditActorOf(actor),
        { action: 'INTERNAL_USER_INVITE', tenantId: null, target: 'user:new' },
        async (scope) => {
          requireFirmPermission(actor, 'create internal user');
          return guardingEmail(() =>
            db.transaction().execute(async (trx) => {
              const user = await users.addStaffMember(trx, actor, {
                name: input.user_name,
                email: input.email,
                userName: input.user_name,
                phoneMobile: input.phone_mobile,
                phoneOffice: input.phone_office,
                fax: input.fax,
                roles: [await requireFirmRoleNamed(trx, input.user_type)],
                signIn: { kind: 'invite' },
                locale: input.locale,
              });
              scope.target = `user:${user.id}`;
              scope.changes = diffChanges(null, invitedFields(input, user.locale), INVITE_FIELDS);
              await scope.recordIn(trx);
              return { uuid: user.id, email: user.email };
            }),
          );
        },
      ),

    /**
     * E-mails a staff member who has not registered a fresh link; their earlier links stop working.
     * A client account is not this list's to re-invite (409), and, as for create, only a SuperAdmin
     * may re-invite a SuperAdmin. `locale`: this e-mail (and later ones) in another language.
     */
    resendInvitation: (actor: Principal, id: string, locale?: TLocale): Promise<TInvitationSent> =>
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
          return db.transaction().execute((trx) => invitations.reinvite(trx, user.id, sender, locale));
        },
      ),
  };
}
export type InternalUsersService = ReturnType<typeof createInternalUsersService>;
