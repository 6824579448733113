import { sql, type Kysely } from 'kysely';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';
import type { Db, DB } from '../../platform/db/schema.ts';

/** Internal users are the firm's own people: anyone holding a firm-scoped role. Newest first. */
export function listInternalUsers(db: Kysely<DB>, search: string | undefined, page: PageRequest) {
  let query = db
    .selectFrom('users')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.phone_mobile',
      'users.phone_office',
      'users.fax',
      'users.status',
      'users.created_at',
      sql<{ user_type: string }[]>`coalesce((
        select json_agg(json_build_object('user_type', r.name) order by r.name)
        from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = users.id and r.scope = 'firm'), '[]'::json)`.as('roles'),
    ])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_roles as ur')
          .innerJoin('roles as r', 'r.id', 'ur.role_id')
          .select(sql.lit(1).as('one'))
          .whereRef('ur.user_id', '=', 'users.id')
          .where('r.scope', '=', 'firm'),
      ),
    )
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id');
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('users.name', 'ilike', pattern), eb('users.email', 'ilike', pattern)]));
  }
  return paginate(db, query, page);
}

/** A user with the firm roles they hold (none for a client account); undefined when the id is unknown. */
export const findUserWithFirmRoles = (db: Db, id: string) =>
  db
    .selectFrom('users')
    .select([
      'users.id',
      'users.status',
      sql<string[]>`coalesce((
        select json_agg(r.name order by r.name)
        from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = users.id and r.scope = 'firm'), '[]'::json)`.as('firm_roles'),
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
