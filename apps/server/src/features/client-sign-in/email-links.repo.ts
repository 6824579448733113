import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';

export const insertEmailLink = (
  db: Db,
  link: {
    id: string;
    userId: string | null;
    tokenHash: string;
    codeHash: string;
    bindingHash: string;
    expiresAt: Date;
  },
) =>
  db
    .insertInto('email_sign_in_links')
    .values({
      id: link.id,
      user_id: link.userId,
      token_hash: link.tokenHash,
      code_hash: link.codeHash,
      binding_hash: link.bindingHash,
      expires_at: link.expiresAt,
    })
    .execute();

/** Only the newest request of a browser may be answered: the older ones end when a new one is made. */
export const endOpenLinksOfBinding = (db: Db, bindingHash: string) =>
  db
    .updateTable('email_sign_in_links')
    .set({ used_at: sql`now()` })
    .where('binding_hash', '=', bindingHash)
    .where('used_at', 'is', null)
    .execute();

/** Links e-mailed to the user since `since`: a cap stops a stranger from filling someone's mailbox. */
export const countLinksOfUserSince = async (db: Db, userId: string, since: Date) =>
  Number(
    (
      await db
        .selectFrom('email_sign_in_links')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const findEmailLinkByToken = (db: Db, tokenHash: string) =>
  db.selectFrom('email_sign_in_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** The browser's newest link that can still be answered. */
export const findOpenLinkOfBinding = (db: Db, bindingHash: string, now: Date, maxFailures: number) =>
  db
    .selectFrom('email_sign_in_links')
    .selectAll()
    .where('binding_hash', '=', bindingHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('failures', '<', maxFailures)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Marks the link used; false when another request got there first (of two racing uses, one wins). */
export async function spendEmailLink(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('email_sign_in_links')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One more wrong code; answers how many the link has had. */
export async function countEmailLinkFailure(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable('email_sign_in_links')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', id)
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}
