import type { Db } from '../../platform/db/schema.ts';

/** A company's address (requestId null) or a request's, made once: a second call answers the first token. */
export async function ensureAddress(db: Db, tenantId: string, requestId: string | null, token: string) {
  await db
    .insertInto('inbound_addresses')
    .values({ token, tenant_id: tenantId, request_id: requestId })
    .onConflict((c) => c.doNothing())
    .execute();
  let query = db
    .selectFrom('inbound_addresses')
    .select('token')
    .where('tenant_id', '=', tenantId)
    .where('thread_id', 'is', null);
  query = requestId === null ? query.where('request_id', 'is', null) : query.where('request_id', '=', requestId);
  const row = await query.executeTakeFirstOrThrow();
  return row.token;
}

/**
 * A message thread's address (issue 34), made once. It names its tenant with the thread: a thread id of another
 * company never finds this company's address (the unique thread key answers the first row, checked for its tenant).
 */
export async function ensureThreadAddress(db: Db, tenantId: string, threadId: string, token: string) {
  await db
    .insertInto('inbound_addresses')
    .values({ token, tenant_id: tenantId, request_id: null, thread_id: threadId })
    .onConflict((c) => c.doNothing())
    .execute();
  const row = await db
    .selectFrom('inbound_addresses')
    .select('token')
    .where('thread_id', '=', threadId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.token ?? null;
}

/** The address a local part names, with its company's status (an In-active company takes no mail). */
export const findAddress = (db: Db, token: string) =>
  db
    .selectFrom('inbound_addresses')
    .innerJoin('tenants', 'tenants.id', 'inbound_addresses.tenant_id')
    .select([
      'inbound_addresses.token',
      'inbound_addresses.tenant_id',
      'inbound_addresses.request_id',
      'inbound_addresses.thread_id',
      'tenants.name as tenant_name',
      'tenants.status as tenant_status',
      'tenants.responsible_staff_id',
    ])
    .where('inbound_addresses.token', '=', token)
    .executeTakeFirst();
export type AddressRow = NonNullable<Awaited<ReturnType<typeof findAddress>>>;
