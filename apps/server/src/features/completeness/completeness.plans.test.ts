import type { TCompletenessKind } from '@ledgerport/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../platform/time/clock.ts';
import { expectNoSeqScan, planOf, useSeededDatabase } from '../../../test/query-plans.ts';
import { seedEnvelopes } from '../../../test/signing-seed.ts';
import { createSignaturesDue } from '../signing/signatures-due.service.ts';
import { cellsOf, tenantsPage, type CellScope } from './completeness.repo.ts';

// Issue 31: the matrix counts envelopes due in its range beside the requests; a page of tenants' envelopes is
// one range of their (tenant, due day) index, never a read of every envelope the firm ever sent.
const seeded = useSeededDatabase();
beforeAll(() => seedEnvelopes(seeded().db));

const range = { start: '2026-01-01', end: '2026-12-31', today: '2026-06-15' };
function scopeOf(kind?: TCompletenessKind): CellScope {
  const signatures = createSignaturesDue({ db: seeded().db, clock: createClock('UTC') });
  return {
    granularity: 'month',
    ...range,
    kind,
    signatures: (tenantIds) => signatures.countsByDay(range, tenantIds),
  };
}

async function pageOfTenants() {
  const { rows } = await sql<{ id: string }>`select id from tenants order by name, id limit 500`.execute(seeded().db);
  return rows.map((r) => r.id);
}

describe('the completeness matrix’s signatures: query plans (issue 31)', () => {
  it('counts a page’s envelopes from the (tenant, due day) index, beside the requests from theirs', async () => {
    const tenantIds = await pageOfTenants();
    const db = seeded().db;
    const signaturesOnly = await planOf(db, (d) => cellsOf(d, scopeOf('SIGNATURE'), tenantIds));
    expectNoSeqScan(signaturesOnly, 'signing_envelopes');
    expect(signaturesOnly.some((n) => n['Index Name'] === 'signing_envelopes_due_tenant_idx')).toBe(true);
    expect(signaturesOnly.some((n) => n['Relation Name'] === 'document_requests')).toBe(false);

    const both = await planOf(db, (d) => cellsOf(d, scopeOf(), tenantIds));
    expectNoSeqScan(both, 'signing_envelopes');
    // Beside them, the requests are read from an index too (which one is the planner's choice at this size; the
    // requests' own plans test names it).
    expectNoSeqScan(both, 'document_requests');
    expect(both.some((n) => n['Index Name'] === 'signing_envelopes_due_tenant_idx')).toBe(true);

    const bank = await planOf(db, (d) => cellsOf(d, scopeOf('BANK_STATEMENT'), tenantIds));
    expect(bank.some((n) => n['Relation Name'] === 'signing_envelopes')).toBe(false);
  });

  it('filters the tenants by a cell status without reading every envelope', async () => {
    const db = seeded().db;
    const plan = await planOf(db, (d) =>
      tenantsPage(d, { status: { status: 'OVERDUE', scope: scopeOf(), columns: 12 } }, { page: 1, perPage: 50 }),
    );
    expectNoSeqScan(plan, 'signing_envelopes');
    expectNoSeqScan(plan, 'document_requests');
  });
});
