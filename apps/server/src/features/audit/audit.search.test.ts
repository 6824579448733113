import type { TAuditPage } from '@ledgerport/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { SEARCH_WINDOW } from './audit.repo.ts';

// Issue 36: a search reads the newest events first and falls back to the indexes for a term they do not hold.
// More events than the window, so both ways are taken: a common term's matches are among the newest, a rare
// term's are older than the window.
const ctx = useTestApp();
let admin = '';
let acme = { id: '', name: '' };
const EVENTS = SEARCH_WINDOW + 500;

const page = async (query: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/audit?${query}`, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TAuditPage;
};

beforeAll(async () => {
  const db = ctx.database.db;
  admin = await tokenFor(ctx.app, (await createUser(db, { staffRoles: ['Admin'] })).email);
  acme = await createTenant(db, { name: 'Acme Window Ltd' });
  // Event i is i minutes old: every tenth a common statement of Acme's, three of the oldest a rare K-1.
  await sql`insert into audit_events (at, action, result, tenant_id, target)
    select now() - i * interval '1 minute', 'FILE_DOWNLOAD', 'OK',
      case when i % 10 = 0 then ${acme.id}::uuid end,
      case when i in (${EVENTS - 1}, ${EVENTS - 2}, ${EVENTS - 3}) then 'Tax Docs/K-1 Zephyrine.pdf'
           when i % 10 = 0 then 'Statements/Statement ' || i || '.pdf'
           else 'Others/Receipt ' || i || '.pdf' end
    from generate_series(1, ${EVENTS}) i`.execute(db);
});

describe('audit search past the newest events (issue 36)', () => {
  it('finds a rare term older than the window, every match, counted exactly', async () => {
    const found = await page('search=zephyrine');
    expect(found.data.map((e) => e.target)).toEqual(Array(3).fill('Tax Docs/K-1 Zephyrine.pdf'));
    expect(found.total).toBe(3);
    expect(found.total_capped).toBeUndefined();
    const times = found.data.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages a common term newest first, page after page, with no event twice', async () => {
    const first = await page('search=statement&per_page=20');
    const second = await page('search=statement&per_page=20&page=2');
    const names = [...first.data, ...second.data].map((e) => e.target);
    expect(names).toEqual(Array.from({ length: 40 }, (_, k) => `Statements/Statement ${(k + 1) * 10}.pdf`));
    // At least the matches among the newest: said as a lower bound, with pages to go on to.
    expect(first.total).toBeGreaterThan(20);
    expect(first.total_capped).toBe(true);
    expect(first.data[0]).toMatchObject({ tenant: { uuid: acme.id, name: acme.name } });
  });

  it('reaches a common term’s matches beyond the window, and combines the search with a filter', async () => {
    const perPage = 50;
    const deep = await page(`search=statement&per_page=${perPage}&page=${EVENTS / 10 / perPage}`);
    expect(deep.data.at(-1)!.target).toBe(`Statements/Statement ${EVENTS}.pdf`);
    const withTenant = await page(`search=zephyrine&tenant_uuid=${acme.id}`);
    expect(withTenant.total).toBe(0);
    const acmeStatements = await page(`search=statement&tenant_uuid=${acme.id}&per_page=10`);
    expect(acmeStatements.data[0]!.target).toBe('Statements/Statement 10.pdf');
  });
});
