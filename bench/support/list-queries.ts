/**
 * Every list endpoint's page 1, each of its filters and its search, as HTTP GET paths, for the single
 * `npm run bench` to time (issue 17: p50 < 20 ms single client at 100,000 tenants / 1,000,000 audit events).
 * The index behind each row is in the migration 2026_12_01_0100_add_list_indexes and the plan tests
 * (`*.plans.test.ts`); docs/operations.md shows the plans at scale.
 *
 * `{tenantId}` (a tenant with many rows), `{userId}` (a person with many audit events) and `{batchId}` (a
 * batch with many rows) are filled in by `listQueryPaths` from what the bench seeded. Searches use a term that
 * is rare in seeded data, the costly case for an index-less plan: it must read every row to fill no page.
 */
export type ListQuery = {
  name: string;
  path: string;
  /** An audit search (issue 36): its plan is asserted beside its time (bench/support/audit-search-reads.ts). */
  auditSearch?: string;
};

export type ListQueryIds = { tenantId: string; userId: string; batchId: string };

/** A term that matches a few of the seeded names (md5 text), like a user's search for one client. */
const TERM = 'a1b2';
const API = '/api/v1';
/** The rare file's name in the seeded audit trail (firm-seed.ts). */
export const RARE_FILE = 'Zephyrine';

export const LIST_QUERIES: readonly ListQuery[] = [
  { name: 'tenants: page 1', path: `${API}/tenants?page=1` },
  { name: 'tenants: search', path: `${API}/tenants?page=1&search=${TERM}` },
  { name: 'tenants: my clients', path: `${API}/tenants?page=1&responsible=mine` },
  { name: 'tenants: no one responsible', path: `${API}/tenants?page=1&responsible=none` },
  { name: 'users: page 1', path: `${API}/users?page=1` },
  { name: 'users: search', path: `${API}/users?page=1&search=${TERM}` },
  { name: 'internal users: page 1', path: `${API}/internal-users?page=1` },
  { name: 'internal users: search', path: `${API}/internal-users?page=1&search=${TERM}` },
  { name: 'roles: page 1', path: `${API}/roles?page=1` },
  { name: 'roles: scope', path: `${API}/roles?page=1&scope=tenant` },
  { name: 'roles: search', path: `${API}/roles?page=1&search=${TERM}` },
  { name: 'tenant users: page 1', path: `${API}/tenants/{tenantId}/users?page=1` },
  { name: 'tenant users: search', path: `${API}/tenants/{tenantId}/users?page=1&search=${TERM}` },
  { name: 'sales tax: page 1', path: `${API}/sales-tax?page=1` },
  { name: 'sales tax: status', path: `${API}/sales-tax?page=1&status=PROCESSED` },
  { name: 'sales tax: my clients', path: `${API}/sales-tax?page=1&responsible=mine` },
  { name: 'sales tax: search (tenant name)', path: `${API}/sales-tax?page=1&search=${TERM}` },
  { name: 'sales tax: search (month)', path: `${API}/sales-tax?page=1&search=2020-03` },
  { name: 'sales tax: one tenant', path: `${API}/tenants/{tenantId}/sales-tax?page=1` },
  { name: 'payroll: page 1', path: `${API}/payroll?page=1` },
  { name: 'payroll: my clients', path: `${API}/payroll?page=1&responsible=mine` },
  { name: 'payroll: search', path: `${API}/payroll?page=1&search=${TERM}` },
  { name: 'payroll: one tenant', path: `${API}/tenants/{tenantId}/payroll?page=1` },
  { name: 'bulk batches: sales tax page 1', path: `${API}/bulk/notifications?page=1&kind=SALES_TAX` },
  { name: 'bulk batches: payroll page 1', path: `${API}/bulk/notifications?page=1&kind=PAYROLL_TAX` },
  { name: 'bulk batches: search', path: `${API}/bulk/notifications?page=1&kind=SALES_TAX&search=${TERM}` },
  { name: 'push list: page 1', path: `${API}/bulk/notifications?page=1&kind=PUSH` },
  { name: 'push list: search', path: `${API}/bulk/notifications?page=1&kind=PUSH&search=${TERM}` },
  { name: 'bulk rows: page 1', path: `${API}/bulk/notifications/{batchId}/rows?page=1` },
  { name: 'bulk rows: search', path: `${API}/bulk/notifications/{batchId}/rows?page=1&search=${TERM}` },
  { name: 'notifications: page 1', path: `${API}/notifications?page=1` },
  { name: 'outbox: page 1', path: `${API}/outbox?page=1` },
  { name: 'outbox: status', path: `${API}/outbox?page=1&status=FAILED` },
  { name: 'outbox: search', path: `${API}/outbox?page=1&search=${TERM}` },
  { name: 'audit: page 1', path: `${API}/audit?page=1` },
  { name: 'audit: tenant', path: `${API}/audit?page=1&tenant_uuid={tenantId}` },
  { name: 'audit: actor', path: `${API}/audit?page=1&user_uuid={userId}` },
  { name: 'audit: rare action', path: `${API}/audit?page=1&action=BACKUP` },
  { name: 'audit: result', path: `${API}/audit?page=1&result=DENIED` },
  { name: 'audit: one day', path: `${API}/audit?page=1&from=2020-01-01&to=2020-01-01` },
  { name: 'audit: search', path: `${API}/audit?page=1&search=${TERM}` },
  // Issue 36: a file named in 111 events of a million, and a word in 400,000 of them (firm-seed.ts).
  { name: 'audit: search, rare term', path: `${API}/audit?page=1&search=${RARE_FILE}`, auditSearch: RARE_FILE },
  { name: 'audit: search, common term', path: `${API}/audit?page=1&search=Statement`, auditSearch: 'Statement' },
  { name: 'access review: page 1', path: `${API}/access-review?page=1` },
  { name: 'access review: staff', path: `${API}/access-review?page=1&kind=staff` },
  { name: 'access review: inactive', path: `${API}/access-review?page=1&inactive=true` },
  { name: 'access review: search', path: `${API}/access-review?page=1&search=${TERM}` },
  { name: 'requests: page 1', path: `${API}/tenants/{tenantId}/requests?page=1` },
  { name: 'requests: status', path: `${API}/tenants/{tenantId}/requests?page=1&status=OPEN` },
  { name: 'requests: overdue', path: `${API}/tenants/{tenantId}/requests?page=1&overdue=true` },
  { name: 'requests: search', path: `${API}/tenants/{tenantId}/requests?page=1&search=${TERM}` },
  { name: 'request templates: page 1', path: `${API}/request-templates?page=1` },
  { name: 'request templates: search', path: `${API}/request-templates?page=1&search=${TERM}` },
];

/** The rows with their placeholders filled in. */
export const listQueryPaths = (ids: ListQueryIds): ListQuery[] =>
  LIST_QUERIES.map(({ path, ...query }) => ({
    ...query,
    path: path
      .replaceAll('{tenantId}', ids.tenantId)
      .replaceAll('{userId}', ids.userId)
      .replaceAll('{batchId}', ids.batchId),
  }));
