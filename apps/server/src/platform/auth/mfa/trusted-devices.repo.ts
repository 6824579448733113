import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';

export const insertTrustedDevice = (
  db: Db,
  device: { userId: string; tokenHash: string; userAgent: string | null; ip: string | null; days: number },
) =>
  db
    .insertInto('trusted_devices')
    .values({
      user_id: device.userId,
      token_hash: device.tokenHash,
      user_agent: device.userAgent,
      ip: device.ip,
      expires_at: sql<Date>`now() + make_interval(days => ${device.days})`,
    })
    .execute();

/** The user's live remembered device with this token hash, or undefined. */
export const findTrustedDevice = (db: Db, userId: string, tokenHash: string) =>
  db
    .selectFrom('trusted_devices')
    .select('id')
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

export const touchTrustedDevice = (db: Db, id: string) =>
  db
    .updateTable('trusted_devices')
    .set({ last_used_at: sql`now()` })
    .where('id', '=', id)
    .execute();

export const listTrustedDevices = (db: Db, userId: string) =>
  db
    .selectFrom('trusted_devices')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('last_used_at', 'desc')
    .execute();

export async function revokeTrustedDevice(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('trusted_devices')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const revokeTrustedDevicesOf = (db: Db, userId: string) =>
  db
    .updateTable('trusted_devices')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
