import type { TCellEnvelope, TCompletenessCellItems } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import type { EnvelopeStatus, SignerStatus } from '../../platform/db/tables/signing.table.ts';
import { completenessApi, completenessWorld, seedRequests, statusLines } from './completeness.test-support.ts';

// Issue 31: "the completeness matrix counts signatures due in a period".
const ctx = useTestApp();
const api = completenessApi(ctx);

type SeededEnvelope = { title: string; status: EnvelopeStatus; due_date: string | null; signers?: SignerStatus[] };

/**
 * Envelopes written straight to the tables, in states (completed, expired, partly signed long ago) the API
 * reaches only through the whole signing and sealing flow; each signer's status as given (two, both waiting,
 * when none are).
 */
async function seedEnvelopes(tenantId: string, rows: SeededEnvelope[]) {
  const db = ctx.database.db;
  const ids: string[] = [];
  for (const row of rows) {
    const { id } = await db
      .insertInto('signing_envelopes')
      .values({
        tenant_id: tenantId,
        title: row.title,
        status: row.status,
        due_date: row.due_date,
        expires_at: new Date(Date.now() + 30 * 86_400_000),
        original_path: `Signature requests/${row.title}.pdf`,
        original_sha256: 'x',
        pages: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const signers = row.signers ?? ['waiting', 'waiting'];
    await db
      .insertInto('signing_signers')
      .values(
        signers.map((status, i) => ({
          envelope_id: id,
          tenant_id: tenantId,
          position: i + 1,
          kind: 'link' as const,
          name: `Signer ${i + 1}`,
          email: `signer${i + 1}@example.test`,
          status,
        })),
      )
      .execute();
    ids.push(id);
  }
  return ids;
}

const cellOf = async (token: string, query: Record<string, string>) => {
  const response = await api.get(token, 'completeness/cell', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TCompletenessCellItems;
};
const envelopeLines = (items: TCompletenessCellItems) =>
  items.envelopes.map(
    (e: TCellEnvelope) => `${e.title}: ${e.status} ${e.signed}/${e.signers}${e.overdue ? ' overdue' : ''}`,
  );

describe('the completeness matrix counts envelopes due in each period', () => {
  it('counts an envelope out for signature as owed and a completed one as received, in its due month', async () => {
    const w = await completenessWorld(ctx, ['Alpha', 'Beta']);
    const [alpha, beta] = w.tenants.map((t) => t.id);
    await seedEnvelopes(alpha!, [
      // January: one signed by everyone, one still out past its due date; the rest never count.
      { title: 'Engagement letter', status: 'completed', due_date: '2026-01-20', signers: ['signed', 'signed'] },
      { title: '8879 joint', status: 'sent', due_date: '2026-01-25', signers: ['signed', 'notified'] },
      { title: 'Draft', status: 'draft', due_date: '2026-01-10' },
      { title: 'Voided', status: 'voided', due_date: '2026-01-11' },
      { title: 'Declined', status: 'declined', due_date: '2026-01-12', signers: ['declined', 'waiting'] },
      { title: 'Expired', status: 'expired', due_date: '2026-01-13', signers: ['notified', 'waiting'] },
      // February: signed; March: out without a due date, so in no period.
      { title: 'Consent', status: 'completed', due_date: '2026-02-10', signers: ['signed'] },
      { title: 'Undated', status: 'sent', due_date: null, signers: ['notified'] },
      // Far ahead: out, one of two signed, not due yet.
      { title: 'Next year', status: 'sent', due_date: '2099-01-15', signers: ['signed', 'notified'] },
    ]);
    await seedRequests(ctx, alpha!, [
      { kind: 'BANK_STATEMENT', period: '2026-02-01', status: 'DONE', due_on: '2026-03-20' },
      { kind: 'BANK_STATEMENT', period: '2026-03-01', status: 'OPEN', due_on: '2099-01-31' },
    ]);
    // Another company's envelope never counts in Alpha's cells.
    await seedEnvelopes(beta!, [
      { title: 'Beta letter', status: 'sent', due_date: '2026-03-05', signers: ['notified'] },
    ]);

    const months = await api.matrix(w.adminToken, { from: '2026-01', to: '2026-03', search: w.prefix });
    // [expected, submitted, done, overdue, status]
    expect(months.data.map((row) => row.cells)).toEqual([
      [
        [2, 0, 1, 1, 'OVERDUE'],
        [2, 0, 2, 0, 'COMPLETE'],
        [1, 0, 0, 0, 'MISSING'],
      ],
      [
        [0, 0, 0, 0, 'NOT_EXPECTED'],
        [0, 0, 0, 0, 'NOT_EXPECTED'],
        [1, 0, 0, 1, 'OVERDUE'],
      ],
    ]);
    const quarter = await api.matrix(w.adminToken, {
      from: '2026-01',
      to: '2026-03',
      granularity: 'quarter',
      search: w.prefix,
    });
    expect(quarter.data[0]!.cells).toEqual([[5, 0, 3, 1, 'OVERDUE']]);
    const ahead = await api.matrix(w.adminToken, { from: '2099-01', to: '2099-01', search: w.prefix });
    expect(ahead.data[0]!.cells).toEqual([[1, 0, 0, 0, 'MISSING']]);

    // The type filter: signatures alone, or one kind of request without them.
    const signatures = await api.matrix(w.adminToken, {
      from: '2026-01',
      to: '2026-03',
      kind: 'SIGNATURE',
      search: w.prefix,
    });
    expect(signatures.data[0]!.cells).toEqual([
      [2, 0, 1, 1, 'OVERDUE'],
      [1, 0, 1, 0, 'COMPLETE'],
      [0, 0, 0, 0, 'NOT_EXPECTED'],
    ]);
    const bank = await api.matrix(w.adminToken, {
      from: '2026-01',
      to: '2026-03',
      kind: 'BANK_STATEMENT',
      search: w.prefix,
    });
    expect(statusLines(bank, w.prefix)).toEqual([
      'Alpha: NOT_EXPECTED,COMPLETE,MISSING',
      'Beta: NOT_EXPECTED,NOT_EXPECTED,NOT_EXPECTED',
    ]);

    // The status filter sees the envelopes too: Beta is overdue by its envelope alone.
    const overdue = await api.matrix(w.adminToken, {
      from: '2026-03',
      to: '2026-03',
      status: 'OVERDUE',
      search: w.prefix,
    });
    expect(overdue.data.map((row) => row.tenant_name)).toEqual([`${w.prefix} Beta`]);
  });

  it("lists a cell's envelopes beside its requests, by due date, with how many signed", async () => {
    const w = await completenessWorld(ctx, ['Alpha', 'Beta']);
    const [alpha, beta] = w.tenants.map((t) => t.id);
    const [late, early] = await seedEnvelopes(alpha!, [
      { title: '8879 joint', status: 'sent', due_date: '2026-01-25', signers: ['signed', 'notified'] },
      { title: 'Engagement letter', status: 'completed', due_date: '2026-01-05', signers: ['signed', 'signed'] },
      { title: 'Voided', status: 'voided', due_date: '2026-01-11' },
      { title: 'February', status: 'sent', due_date: '2026-02-01', signers: ['notified'] },
    ]);
    await seedEnvelopes(beta!, [
      { title: 'Beta letter', status: 'sent', due_date: '2026-01-07', signers: ['notified'] },
    ]);
    await seedRequests(ctx, alpha!, [
      { period: '2026-01-01', status: 'SUBMITTED', due_on: '2026-02-20', title: 'Lease' },
    ]);

    const january = await cellOf(w.adminToken, { tenant_id: alpha!, period: '2026-01' });
    expect(january.data.map((r) => r.title)).toEqual(['Lease']);
    expect(envelopeLines(january)).toEqual(['Engagement letter: completed 2/2', '8879 joint: sent 1/2 overdue']);
    expect(january.envelopes.map((e) => [e.uuid, e.tenant_uuid, e.due_date])).toEqual([
      [early, alpha, '2026-01-05'],
      [late, alpha, '2026-01-25'],
    ]);
    expect(JSON.stringify(january)).not.toContain('Beta letter');

    const signaturesOnly = await cellOf(w.adminToken, { tenant_id: alpha!, period: '2026-Q1', kind: 'SIGNATURE' });
    expect(signaturesOnly.data).toEqual([]);
    expect(envelopeLines(signaturesOnly)).toHaveLength(3);
    const requestsOnly = await cellOf(w.adminToken, { tenant_id: alpha!, period: '2026-01', kind: 'OTHERS' });
    expect(requestsOnly.data.map((r) => r.title)).toEqual(['Lease']);
    expect(requestsOnly.envelopes).toEqual([]);
    expect(
      (await api.get(w.clientToken, 'completeness/cell', { tenant_id: alpha!, period: '2026-01' })).statusCode,
    ).toBe(403);
  });
});
