import type { TKeptDocument, TPersonErasure } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { heldAmong } from '../../platform/records/legal-hold-check.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { RetentionFacts } from '../records/retention-facts.service.ts';
import { uploadsOf } from './person-data.repo.ts';
import {
  companiesSheAloneOwns,
  erasureOf,
  lockPerson,
  pseudonymise,
  superAdminStanding,
  versionsOf,
} from './person-erasure.repo.ts';

/** Ids per statement: well under PostgreSQL's 65,535 parameters. */
const SLICE = 5_000;
const slices = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / SLICE) }, (_, i) => items.slice(i * SLICE, (i + 1) * SLICE));

const lastOwner = (companies: { name: string }[]) =>
  new AppError(
    409,
    'LAST_OWNER',
    `This person is the last owner of ${companies.map((c) => c.name).join(', ')}: give the company another owner first`,
  );
const lastSuperAdmin = () =>
  new AppError(409, 'LAST_SUPER_ADMIN', 'The firm needs at least one active SuperAdmin: this user cannot be erased');

type Row = NonNullable<Awaited<ReturnType<typeof erasureOf>>>;
const present = (row: Row): TPersonErasure => ({
  uuid: row.id,
  user_uuid: row.user_id,
  erased_at: row.erased_at.toISOString(),
  erased_by_uuid: row.erased_by,
  removed: row.removed,
  kept: row.kept as TKeptDocument[],
});

/**
 * Erasure of a person (issue 35, item 5; GDPR Art. 17), by staff with 'manage personal data'. Her uploads are
 * deleted (bytes of every version, then rows) except what must still be kept: a document on legal hold, or one
 * whose class follows a rule counted from its tax year (TAX_RETURN, FORM_8879, WORKPAPERS, SOURCE_DOCUMENTS by
 * default: a duty to keep, Art. 17(3)(b)) and is still inside it. A rule counted from the company's last activity
 * is a limit on keeping (the Safeguards Rule's two years), not a duty, so it keeps nothing here. Everything
 * else personal is removed or pseudonymised (person-erasure.repo `pseudonymise`); the audit trail keeps her
 * events (it is append-only and is itself a record the firm must keep, 16 CFR 314.4(c)(8)), now naming an
 * erased person. The record of what was kept, why and until when is stored and answered. Erasing the same
 * person again answers that record (200) and changes nothing.
 */
export function createPersonErasureService(deps: {
  db: Db;
  audited: Audited;
  storageFor: StorageResolver;
  clock: Pick<Clock, 'now'>;
  retentionFacts: RetentionFacts;
  log: FastifyBaseLogger;
}) {
  const { db, audited, storageFor, clock, retentionFacts, log } = deps;

  /** Which of her documents stay, and why. Every one of them, read in slices for the statements' parameters. */
  async function plan(userId: string, now: Date) {
    const uploads = await uploadsOf(db, userId, Number.MAX_SAFE_INTEGER);
    const held = new Set<string>();
    for (const slice of slices(uploads)) for (const id of await heldAmong(db, slice)) held.add(id);
    const ruleOf = await retentionFacts.rulesFor([...new Set(uploads.map((u) => u.tenant_id))]);
    const kept: TKeptDocument[] = [];
    const removed: string[] = [];
    for (const upload of uploads) {
      const base = {
        document_uuid: upload.id,
        tenant_uuid: upload.tenant_id,
        name: upload.name,
        record_class: upload.record_class,
      };
      if (held.has(upload.id)) {
        kept.push({ ...base, reason: 'LEGAL_HOLD', rule: 'On legal hold', until: null });
        continue;
      }
      const rule = ruleOf(upload.tenant_id, upload.record_class);
      const year = upload.tax_year ?? upload.created_at.getUTCFullYear();
      const lastYear = year + rule.years;
      if (rule.basis === 'TAX_YEAR_END' && now.getTime() < Date.UTC(lastYear + 1, 0, 1)) {
        kept.push({
          ...base,
          reason: 'RETENTION',
          rule: `${upload.record_class}: ${rule.years} years after the end of tax year ${year} (${rule.source})`,
          until: `${lastYear}-12-31`,
        });
        continue;
      }
      removed.push(upload.id);
    }
    return { kept, removed };
  }

  async function refuseWhatMustStay(trx: Db, userId: string) {
    const superAdmin = await superAdminStanding(trx, userId);
    if (superAdmin.holds && superAdmin.othersActive === 0) throw lastSuperAdmin();
    const alone = await companiesSheAloneOwns(trx, userId);
    if (alone.length > 0) throw lastOwner(alone);
    return superAdmin;
  }

  return {
    erase: (actor: Principal, userId: string): Promise<{ created: boolean; erasure: TPersonErasure }> =>
      audited(
        auditActorOf(actor),
        { action: 'PERSON_ERASE', tenantId: null, target: `user:${userId}` },
        async (scope) => {
          requireFirmPermission(actor, 'manage personal data');
          const earlier = await erasureOf(db, userId);
          if (earlier) {
            scope.detail = 'already erased';
            return { created: false, erasure: present(earlier) };
          }
          if (!(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()))
            throw notFound('User');
          // Refused before any byte goes; checked again under the locks when the rows change.
          const standing = await db.transaction().execute((trx) => refuseWhatMustStay(trx, userId));
          if (standing.holds && !actor.access.staffRoles.includes('SuperAdmin')) throw forbidden();
          const now = clock.now();
          const { kept, removed } = await plan(userId, now);
          // Bytes first (as the trash purge does): a crash after leaves rows whose bytes are gone, never bytes
          // nobody can find. A storage that cannot be reached stops the erasure before anything else changes.
          for (const slice of slices(removed))
            for (const version of await versionsOf(db, slice)) await storageFor(version).remove(version.storage_path);
          const row = await db.transaction().execute(async (trx) => {
            const person = await lockPerson(trx, userId);
            if (!person) throw notFound('User');
            await refuseWhatMustStay(trx, userId);
            const counts = await pseudonymise(trx, person, removed, now);
            const erasure = await trx
              .insertInto('person_erasures')
              .values({
                user_id: userId,
                erased_by: actor.access.userId,
                erased_at: now,
                removed: JSON.stringify(counts),
                kept: JSON.stringify(kept),
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            scope.detail = `removed ${counts.documents} documents; kept ${kept.length}: ${kept
              .map((k) => `${k.document_uuid} ${k.reason}${k.until ? ` until ${k.until}` : ''}`)
              .join('; ')}`.slice(0, 2000);
            await scope.recordIn(trx);
            return erasure;
          });
          log.info({ userId, removed: removed.length, kept: kept.length }, 'person erased');
          return { created: true, erasure: present(row) };
        },
      ),

    get: async (actor: Principal, userId: string): Promise<TPersonErasure> => {
      requireFirmPermission(actor, 'manage personal data');
      const row = await erasureOf(db, userId);
      if (!row) throw notFound('Erasure');
      return present(row);
    },
  };
}
export type PersonErasureService = ReturnType<typeof createPersonErasureService>;
