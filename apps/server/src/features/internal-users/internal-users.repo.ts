import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';

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
