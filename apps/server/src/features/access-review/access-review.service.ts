import { INACTIVE_AFTER_DAYS, type TAccessReviewEntry, type TAccessReviewQuery } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { auditActorOf, createAudited, requireFirmPermission } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { pageRequest } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { csvRow, UTF8_BOM } from '../../platform/http/csv.ts';
import { listForReview, listForReviewChunk, rolesOf, type ReviewFilter } from './access-review.repo.ts';

const DAY_MS = 24 * 3600 * 1000;
const EXPORT_CHUNK = 500;
export const ACCESS_REVIEW_CSV_HEADER = [
  'name',
  'email',
  'kind',
  'status',
  'roles',
  'companies',
  'last_sign_in_utc',
  'inactive',
];

type ReviewRow = {
  id: string;
  name: string;
  email: string;
  status: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  is_staff: boolean;
  mfa: boolean;
};

/** The rows of one page or chunk, with each user's roles and companies. */
async function present(db: Kysely<DB>, rows: ReviewRow[], inactiveSince: Date): Promise<TAccessReviewEntry[]> {
  const roles = await rolesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const memberships = roles.tenants.filter((t) => t.user_id === row.id);
    return {
      uuid: row.id,
      name: row.name,
      email: row.email,
      kind: row.is_staff ? 'staff' : 'client',
      status: row.status as TAccessReviewEntry['status'],
      roles: row.is_staff
        ? roles.firm.filter((f) => f.user_id === row.id).map((f) => f.role)
        : memberships.map((m) => `${m.role} at ${m.tenant}`),
      tenants: memberships.map((m) => m.tenant),
      memberships: memberships.map(({ role, tenant }) => ({ role, tenant })),
      last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
      // An account that never signed in counts from its creation: invited minutes ago is not "inactive".
      inactive: (row.last_sign_in_at ?? row.created_at) < inactiveSince,
      mfa: row.mfa,
    };
  });
}

/**
 * The access review for the firm's Qualified Individual: everyone who can reach the portal, what they hold,
 * and when they last signed in; inactive for 90 days highlighted. Reading it needs 'view audit trail'; the
 * export is on the trail itself (ACCESS_REVIEW_EXPORT).
 */
export function createAccessReviewService(deps: { db: Kysely<DB>; log: FastifyBaseLogger; now?: () => Date }) {
  const { db, log, now = () => new Date() } = deps;
  const audited = createAudited(db, log);
  const filterOf = (query: TAccessReviewQuery): { filter: ReviewFilter; inactiveSince: Date } => {
    const inactiveSince = new Date(now().getTime() - INACTIVE_AFTER_DAYS * DAY_MS);
    return {
      inactiveSince,
      filter: {
        kind: query.kind,
        search: query.search || undefined,
        inactiveSince: query.inactive === 'true' ? inactiveSince : undefined,
      },
    };
  };

  return {
    async list(actor: Principal, query: TAccessReviewQuery) {
      requireFirmPermission(actor, 'view audit trail');
      const { filter, inactiveSince } = filterOf(query);
      const page = await listForReview(db, filter, pageRequest(query as never));
      return { ...page, data: await present(db, page.data, inactiveSince) };
    },

    /** The whole review as CSV (formula-safe cells), read a chunk at a time. */
    exportCsv: (actor: Principal, query: TAccessReviewQuery) =>
      audited(
        auditActorOf(actor),
        { action: 'ACCESS_REVIEW_EXPORT', tenantId: null, target: 'access-review' },
        async (scope) => {
          requireFirmPermission(actor, 'view audit trail');
          const { filter, inactiveSince } = filterOf(query);
          scope.detail =
            [
              query.kind && `kind=${query.kind}`,
              query.inactive === 'true' && 'inactive',
              query.search && `search=${query.search}`,
            ]
              .filter(Boolean)
              .join(' ') || null;
          const lines = [UTF8_BOM + csvRow(ACCESS_REVIEW_CSV_HEADER)];
          for (let offset = 0; ; offset += EXPORT_CHUNK) {
            const rows = await listForReviewChunk(db, filter, offset, EXPORT_CHUNK);
            for (const e of await present(db, rows, inactiveSince)) {
              const cells = [e.name, e.email, e.kind, e.status, e.roles.join('; '), e.tenants.join('; ')];
              lines.push(csvRow([...cells, e.last_sign_in_at, String(e.inactive)]));
            }
            if (rows.length < EXPORT_CHUNK) break;
          }
          return { fileName: `access-review-${now().toISOString().slice(0, 10)}.csv`, body: lines.join('') };
        },
      ),
  };
}
export type AccessReviewService = ReturnType<typeof createAccessReviewService>;
