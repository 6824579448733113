import {
  INTERNAL_USERS_PER_PAGE,
  type TCreateInternalUserCommand,
  type TInternalUser,
  type TPageQuery,
} from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/guards.ts';
import { mapPage, pageRequest } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { InvitationsService } from '../invitations/invitations.service.ts';
import { grantStaffRole } from '../users/users.service.ts';
import { insertInvitedUser, listInternalUsers } from './internal-users.repo.ts';

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

const emailTaken = () =>
  new AppError(409, 'CONFLICT', 'Another user already has this e-mail address', [
    { field: 'email', message: 'Another user already has this e-mail address' },
  ]);

export function createInternalUsersService(deps: { db: Kysely<DB>; invitations: InvitationsService }) {
  const { db, invitations } = deps;

  return {
    async list(query: TPageQuery) {
      return mapPage(await listInternalUsers(db, query.search, pageRequest(query, INTERNAL_USERS_PER_PAGE)), present);
    },

    /** Adds a staff member as INVITED with their role, and e-mails the invitation in the same transaction. */
    async create(actor: Principal, input: TCreateInternalUserCommand): Promise<{ uuid: string; email: string }> {
      // Only a SuperAdmin may make another SuperAdmin.
      if (input.user_type === 'SuperAdmin' && !actor.access.staffRoles.includes('SuperAdmin')) throw forbidden();
      try {
        return await db.transaction().execute(async (trx) => {
          const user = await insertInvitedUser(trx, {
            email: input.email,
            name: input.user_name,
            user_name: input.user_name,
            phone_mobile: input.phone_mobile,
            phone_office: input.phone_office,
            fax: input.fax,
            password_hash: null,
            status: 'INVITED',
          });
          await grantStaffRole(trx, user.id, input.user_type);
          await invitations.invite(
            trx,
            { id: user.id, email: user.email, name: user.name, locale: user.locale },
            actor.access.userId,
          );
          return { uuid: user.id, email: user.email };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  };
}
export type InternalUsersService = ReturnType<typeof createInternalUsersService>;
