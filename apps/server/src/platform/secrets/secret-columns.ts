import { sql } from 'kysely';
import { totpSecretContext } from '../auth/mfa/factors.repo.ts';
import type { Db } from '../db/schema.ts';
import { isEncrypted, keyIdOfStored, type ColumnCipher } from './column-crypto.ts';

/**
 * Every column holding a secret a stolen database copy could use (docs/security.md, "Secrets at rest"): its
 * table, the key of its rows and the context (column and row) its values are bound to. A new secret column is
 * added here, and the start-up step and `npm run rotate-data-key` cover it.
 */
export const SECRET_COLUMNS = [
  {
    table: 'totp_secrets',
    column: 'secret',
    rowKey: 'user_id',
    context: totpSecretContext,
  },
] as const;

type SecretColumn = (typeof SECRET_COLUMNS)[number];

export type ReencryptReport = {
  /** Per column ("table.column"): values encrypted (from plaintext), re-encrypted (from an old key), left unreadable. */
  columns: Record<string, { encrypted: number; reencrypted: number; unreadable: number; current: number }>;
  /** Keys some value needs that this server does not have, with how many values need each. */
  missingKeys: Record<string, number>;
  /** Rows no key here opens that `forgetUnreadable` deleted (their users set their app up again). */
  forgotten: number;
};

const BATCH = 500;

/**
 * Brings every secret value to the current key, in batches of `BATCH` rows, each batch one transaction that
 * rewrites a row only if its value is still the one read (a value changed meanwhile, by an enrolment, is left
 * to the next pass). Idempotent: a value already under the current key is not touched, so a run stopped by a
 * crash is simply run again. `onlyPlaintext`: the start-up step, which encrypts values written before
 * encryption and leaves values under old keys to the rotation command. Values this server cannot open are
 * counted (and, with `forgetUnreadable`, deleted), never altered.
 */
export async function reencryptSecretColumns(
  db: Db,
  cipher: ColumnCipher,
  options: { onlyPlaintext?: boolean; forgetUnreadable?: boolean } = {},
): Promise<ReencryptReport> {
  const report: ReencryptReport = { columns: {}, missingKeys: {}, forgotten: 0 };
  for (const column of SECRET_COLUMNS) {
    const counts = { encrypted: 0, reencrypted: 0, unreadable: 0, current: 0 };
    report.columns[`${column.table}.${column.column}`] = counts;
    let after = '';
    for (;;) {
      const rows = await readBatch(db, column, after, options.onlyPlaintext ?? false);
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.row_key;
      await db.transaction().execute(async (trx) => {
        for (const { row_key: rowKey, value } of rows) {
          if (cipher.isCurrent(value) || (options.onlyPlaintext && isEncrypted(value))) {
            if (cipher.isCurrent(value)) counts.current++;
            continue;
          }
          if (!cipher.canOpen(value)) {
            const keyId = keyIdOfStored(value)!;
            report.missingKeys[keyId] = (report.missingKeys[keyId] ?? 0) + 1;
            counts.unreadable++;
            if (options.forgetUnreadable) report.forgotten += await forget(trx, column, rowKey, value);
            continue;
          }
          const context = column.context(rowKey);
          const rewritten = cipher.encrypt(cipher.decrypt(value, context), context);
          if (await replaceIfUnchanged(trx, column, rowKey, value, rewritten)) {
            if (isEncrypted(value)) counts.reencrypted++;
            else counts.encrypted++;
          }
        }
      });
    }
  }
  return report;
}

/**
 * The next rows by key after `after` (keyset paging: each row is read once however many are rewritten); only the
 * plaintext ones for the start-up step, so a start with nothing to do gets no rows back.
 */
async function readBatch(db: Db, column: SecretColumn, after: string, onlyPlaintext: boolean) {
  const { rows } = await sql<{ row_key: string; value: string }>`
    select ${sql.ref(column.rowKey)}::text as row_key, ${sql.ref(column.column)} as value
    from ${sql.table(column.table)}
    where ${sql.ref(column.rowKey)}::text > ${after}
      ${onlyPlaintext ? sql`and ${sql.ref(column.column)} not like 'v1:%'` : sql``}
    order by ${sql.ref(column.rowKey)}::text
    limit ${BATCH}`.execute(db);
  return rows;
}

async function replaceIfUnchanged(db: Db, column: SecretColumn, rowKey: string, was: string, now: string) {
  const result = await sql`
    update ${sql.table(column.table)} set ${sql.ref(column.column)} = ${now}
    where ${sql.ref(column.rowKey)}::text = ${rowKey} and ${sql.ref(column.column)} = ${was}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

async function forget(db: Db, column: SecretColumn, rowKey: string, was: string) {
  const result = await sql`
    delete from ${sql.table(column.table)}
    where ${sql.ref(column.rowKey)}::text = ${rowKey} and ${sql.ref(column.column)} = ${was}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The ids of the keys the stored secret values are encrypted with (what a restore must have). */
export async function keyIdsInUse(db: Db): Promise<string[]> {
  const ids = new Set<string>();
  for (const column of SECRET_COLUMNS) {
    const { rows } = await sql<{ key_id: string }>`
      select distinct split_part(${sql.ref(column.column)}, ':', 2) as key_id from ${sql.table(column.table)}
      where ${sql.ref(column.column)} like 'v1:%'`.execute(db);
    for (const row of rows) ids.add(row.key_id);
  }
  return [...ids].sort();
}

/**
 * At start, under the start-up lock: encrypts the secret values still in plaintext (rows from before
 * encryption, or restored from an old backup). A migration cannot do this: the key is, by design, not in the
 * database, and migrations see only the database. Values under an old key are left to `npm run
 * rotate-data-key`, so an instance that has not been given the new key yet can still read them. Values no key
 * here opens are said at once, rather than at someone's next sign-in.
 */
export async function encryptPlaintextSecrets(db: Db, cipher: ColumnCipher, warn: (line: string) => void) {
  const report = await reencryptSecretColumns(db, cipher, { onlyPlaintext: true });
  const missing = (await keyIdsInUse(db)).filter((id) => !cipher.hasKey(id));
  if (missing.length > 0) {
    warn(
      `WARNING: some TOTP secrets need data key ${missing.join(', ')}, which this server does not have: those ` +
        'users cannot sign in with their authenticator app. Give the server the key (DATA_ENCRYPTION_KEY or ' +
        'DATA_ENCRYPTION_KEYS_OLD, or DATA_DIR/secrets.json), or, if it is lost, run ' +
        '`npm run rotate-data-key -- --forget-unreadable` (they set their app up again). docs/operations.md, ' +
        '"Secrets at rest and key rotation".',
    );
  }
  return { ...report, missingKeyIds: missing };
}
