import {
  USERS_PER_PAGE,
  type TCreateUserCommand,
  type TPageQuery,
  type TUpdateUserCommand,
  type TUser,
} from '@ledgerport/contract';
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges, SECRET_CHANGED, type AuditChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { assertPasswordFit } from '../../platform/auth/password-strength.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Db, DB, UserRow, UserStatus } from '../../platform/db/schema.ts';
import { mapPage, pageRequest } from '../../platform/db/paginate.ts';
import { notFound } from '../../platform/errors.ts';
import { requireFirmRoles } from '../roles/roles.service.ts';
import type { InvitationsService } from '../invitations/invitations.service.ts';
import {
  addStaffMember,
  emailTaken,
  guardingEmail,
  type NewStaffMember,
  type StaffSignIn,
} from './add-staff-member.ts';
import { assertKeepsASuperAdmin, assertMayTouchSuperAdmin, holdsSuperAdmin } from './super-admin-guard.ts';
import { presentUser, rolesByUser } from './users.presenter.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.repo.ts';
import {
  countActiveSuperAdmins,
  emailTakenByOther,
  findFirmUser,
  findUserByEmail,
  findUserById,
  listFirmRolesOf,
  listFirmUsers,
  lockSuperAdminRole,
  replaceFirmRoles,
  updateUser,
  replacePasswordHash,
  touchLastSignIn,
  updateUserLocale,
} from './users.repo.ts';

async function present(db: Db, users: UserRow[]): Promise<TUser[]> {
  const roles = rolesByUser(
    await listFirmRolesOf(
      db,
      users.map((u) => u.id),
    ),
  );
  return users.map((u) => presentUser(u, roles.get(u.id) ?? []));
}

async function readFirmUser(db: Db, id: string): Promise<TUser> {
  const user = await findFirmUser(db, id);
  if (!user) throw notFound('User');
  const [presented] = await present(db, [user]);
  return presented!;
}

/** An invitee who has not chosen a password stays INVITED until they do, whatever the switch says. */
const nextStatus = (current: UserStatus, wanted: 'ACTIVE' | 'DISABLED', passwordSet: boolean): UserStatus =>
  current === 'INVITED' && wanted === 'ACTIVE' && !passwordSet ? 'INVITED' : wanted;

/** What the trail keeps of a firm user: the form's fields, roles by name (sorted); the password only as changed. */
const AUDITED_FIELDS = ['name', 'email', 'mobile', 'status', 'roles'] as const;
const auditedUser = (user: TUser) => ({ ...user, roles: user.roles.map((r) => r.name).sort() });
function userChanges(before: TUser | null, after: TUser, passwordSet: boolean): AuditChanges | null {
  const changes = diffChanges(before && auditedUser(before), auditedUser(after), AUDITED_FIELDS);
  return passwordSet ? { ...changes, password: SECRET_CHANGED } : changes;
}
const rolesChanged = (before: TUser, after: TUser) =>
  auditedUser(before).roles.join() !== auditedUser(after).roles.join();

export function createUsersService(deps: { db: Kysely<DB>; audited: Audited; invitations: InvitationsService }) {
  const { db, audited, invitations } = deps;

  /**
   * The firm's people (anyone holding a firm role) with their firm roles: the one query behind both /users and
   * /internal/user/info, so the two lists always show the same people, states and totals for the same search.
   */
  async function listStaff(query: TPageQuery, perPage: number) {
    const page = await listFirmUsers(db, query.search, pageRequest(query, perPage));
    const roles = rolesByUser(
      await listFirmRolesOf(
        db,
        page.data.map((u) => u.id),
      ),
    );
    return mapPage(page, (user) => ({ user, roles: roles.get(user.id) ?? [] }));
  }

  return {
    async list(query: TPageQuery) {
      return mapPage(await listStaff(query, USERS_PER_PAGE), ({ user, roles }) => presentUser(user, roles));
    },

    listStaff,

    /** Adds a firm member inside the caller's transaction and audited action (the internal user form's way in). */
    addStaffMember: (trx: Transaction<DB>, actor: Principal, member: NewStaffMember) =>
      addStaffMember(trx, invitations, actor, member),

    get: (id: string) => readFirmUser(db, id),

    /** Any account (firm or client) by its e-mail address in any case, password hash included: for sign-in. */
    findAccountByEmail: (email: string): Promise<UserRow | undefined> => findUserByEmail(db, email),

    /** Any account (firm or client) by id, whatever its status. */
    findAccount: (id: string): Promise<UserRow | undefined> => findUserById(db, id),

    /** Kept on the user for the access review (last sign-in, inactive for 90 days). */
    recordSignIn: (id: string) => touchLastSignIn(db, id),

    /** Makes the current password useless (someone else knows it): only a reset link opens the account again. */
    forgetPassword: async (trx: Db, id: string) =>
      replacePasswordHash(trx, id, await hashPassword(randomBytes(32).toString('base64url'))),

    /** The language the user's e-mails and texts are written in, as they chose it. */
    setLocale: (id: string, locale: string) => updateUserLocale(db, id, locale),

    /**
     * Adds a firm user. Without a password they are INVITED and e-mailed a link to choose one (the default,
     * as on /create/internal/user); with one they sign in with it at once, ACTIVE or DISABLED as asked.
     */
    create: (actor: Principal, input: TCreateUserCommand): Promise<TUser> =>
      audited(auditActorOf(actor), { action: 'USER_CREATE', tenantId: null, target: 'user:new' }, async (scope) => {
        requireFirmPermission(actor, 'create user');
        if (input.password) await assertPasswordFit(db, input.password, input);
        const signIn: StaffSignIn = input.password
          ? { kind: 'password', passwordHash: await hashPassword(input.password), status: input.status }
          : { kind: 'invite' };
        return guardingEmail(() =>
          db.transaction().execute(async (trx) => {
            const user = await addStaffMember(trx, invitations, actor, {
              name: input.name,
              email: input.email,
              userName: input.email.split('@')[0] ?? input.email,
              phoneMobile: input.mobile,
              roles: await requireFirmRoles(trx, input.roles),
              signIn,
              locale: input.locale,
            });
            const created = await readFirmUser(trx, user.id);
            scope.target = `user:${user.id}`;
            scope.changes = userChanges(null, created, signIn.kind === 'password');
            await scope.recordIn(trx);
            return created;
          }),
        );
      }),

    update: (actor: Principal, id: string, input: TUpdateUserCommand): Promise<TUser> =>
      audited(auditActorOf(actor), { action: 'USER_UPDATE', tenantId: null, target: `user:${id}` }, async (scope) => {
        requireFirmPermission(actor, 'update user');
        if (input.password) await assertPasswordFit(db, input.password, input);
        const passwordHash = input.password ? await hashPassword(input.password) : undefined;
        return guardingEmail(() =>
          db.transaction().execute(async (trx) => {
            await lockSuperAdminRole(trx);
            const user = await findFirmUser(trx, id);
            if (!user) throw notFound('User');
            const before = await listFirmRolesOf(trx, [id]);
            const after = await requireFirmRoles(trx, input.roles);
            assertMayTouchSuperAdmin(actor.access, before, after);

            const status = nextStatus(user.status, input.status, Boolean(user.password_hash || passwordHash));
            const change = {
              wasActiveSuperAdmin: holdsSuperAdmin(before) && user.status === 'ACTIVE',
              staysSuperAdmin: holdsSuperAdmin(after),
              staysActive: status === 'ACTIVE',
            };
            if (change.wasActiveSuperAdmin) assertKeepsASuperAdmin(change, await countActiveSuperAdmins(trx, id));
            if (await emailTakenByOther(trx, input.email, id)) throw emailTaken();

            const previous = await readFirmUser(trx, id);
            await updateUser(trx, id, {
              name: input.name,
              email: input.email,
              phone_mobile: input.mobile,
              status,
              ...(passwordHash ? { password_hash: passwordHash } : {}),
            });
            await replaceFirmRoles(
              trx,
              id,
              after.map((r) => r.id),
            );
            const updated = await readFirmUser(trx, id);
            // A disabled user is out at once, and so is one whose roles changed: they sign in again under the
            // new ones. A new password ends the sessions opened with the old one. (The administrator's own
            // session stays, when they edit their own account here.)
            if (status === 'DISABLED') await revokeUserSessions(trx, id);
            else if (passwordHash || rolesChanged(previous, updated)) {
              await revokeUserSessions(trx, id, actor.sessionId);
            }
            scope.changes = userChanges(previous, updated, passwordHash !== undefined);
            await scope.recordIn(trx);
            return updated;
          }),
        );
      }),
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
