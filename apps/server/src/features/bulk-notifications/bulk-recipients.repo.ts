import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';

export type Recipient = { tenant_id: string | null; tenant_name: string | null; locale: string | null };

/**
 * Who each e-mail address (lower case) belongs to: the tenant whose primary contact has it, else a tenant the
 * user with that address belongs to (the first by name), and that user's language. One statement for the
 * whole sheet: the addresses are joined as a set, never looked up one by one.
 */
export async function findRecipients(db: Db, emails: string[]) {
  if (emails.length === 0) return new Map<string, Recipient>();
  const { rows } = await sql<Recipient & { email: string }>`
    with wanted as (select distinct email from unnest(${emails}::text[]) as i(email)),
    contacts as (
      select distinct on (lower(primary_contact_email)) lower(primary_contact_email) as email, id, name
      from tenants
      where primary_contact_email is not null
      order by lower(primary_contact_email), name, id
    ),
    members as (
      select distinct on (lower(u.email)) lower(u.email) as email, u.locale, t.id, t.name
      from users u
      left join tenant_memberships m on m.user_id = u.id
      left join tenants t on t.id = m.tenant_id
      where lower(u.email) in (select email from wanted)
      order by lower(u.email), t.name nulls last, t.id
    )
    select wanted.email, members.locale,
      coalesce(contacts.id, members.id) as tenant_id, coalesce(contacts.name, members.name) as tenant_name
    from wanted
    left join contacts on contacts.email = wanted.email
    left join members on members.email = wanted.email`.execute(db);
  return new Map(rows.map(({ email, ...recipient }) => [email, recipient]));
}
