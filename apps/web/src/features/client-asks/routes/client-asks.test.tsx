import { BUILT_IN_ROLE_PERMISSIONS, type TClientAsk, type TSessionUser } from '@ledgerport/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type TRoutes } from '../../../test/fake-api.ts';
import { featureFlagsRoute } from '../../../test/feature-settings-fixtures.ts';
import { clientUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInAs } from '../../../test/tenant-user-fixtures.ts';

// Issue 30, part 2: "What your firm needs from you", a client's first page.
const ACME = clientUser.tenants[0]!;
const BETA = { tenant_uuid: '7d1a2b3c-4d5e-4f60-8a7b-00000000000b', tenant_name: 'Beta Books' };
const owner = [...BUILT_IN_ROLE_PERMISSIONS.TenantOwner];
/** In Beta the client may look, not send: a role without 'upload files'. */
const lookOnly = ['view files', 'view sales tax', 'submit sales tax'];
const twoCompanies: TSessionUser = {
  ...clientUser,
  tenants: [
    { ...ACME, permissions: owner },
    { ...BETA, user_type: 'Bookkeeper', permissions: lookOnly },
  ],
};
const uuid = (n: number) => `60000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const request = (n: number, company: typeof BETA, overrides: Partial<TClientAsk> = {}): TClientAsk =>
  ({
    type: 'request',
    tenant_uuid: company.tenant_uuid,
    tenant_name: company.tenant_name,
    urgency: 'OPEN',
    request_uuid: uuid(n),
    title: `Request ${n}`,
    kind: 'BANK_STATEMENT',
    due_on: '2099-03-31',
    period_start: null,
    period_end: null,
    return_note: null,
    ...overrides,
  }) as TClientAsk;
const markedFile: TClientAsk = {
  type: 'document',
  tenant_uuid: ACME.tenant_uuid,
  tenant_name: ACME.tenant_name,
  urgency: 'NEEDS_ATTENTION',
  document_uuid: uuid(9),
  name: 'march.pdf',
  folder: 'Bank Statements/2026',
  note: 'Page 2 is missing',
  marked_at: '2026-11-20T10:00:00.000Z',
};
const asks = [
  request(1, BETA, { title: 'Beta statements', urgency: 'OVERDUE', due_on: '2026-10-15' }),
  request(2, ACME, { title: 'October sales tax', kind: 'SALES_TAX', urgency: 'RETURNED', return_note: 'Wrong month' }),
  markedFile,
  request(3, ACME, { title: 'Acme statements' }),
  request(4, ACME, { title: 'November payroll', kind: 'PAYROLL' }),
];

function open(path: string, user: TSessionUser, data: TClientAsk[], more: TRoutes = {}) {
  const permissions = [...new Set(user.tenants.flatMap((t) => t.permissions ?? []))];
  signedInAs(user, permissions, {
    ...featureFlagsRoute(['PAYROLL_SUBMISSION']),
    'GET /api/v1/asks': () => json(200, { data, truncated: false }),
    ...more,
  });
  return renderApp(path);
}

const card = (name: string) => within(screen.getByRole('article', { name }));
const page = () => within(screen.getByRole('main'));

describe('What your firm needs from you', () => {
  it('lists every company’s items in the server’s order, each with why, the firm’s note and its action', async () => {
    open('/asks', twoCompanies, asks);
    expect(
      await screen.findByRole('heading', { name: 'What your firm needs from you', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByText('5 things are waiting on you.')).toBeVisible();
    expect(screen.getAllByRole('article').map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Beta statements',
      'October sales tax',
      'march.pdf',
      'Acme statements',
      'November payroll',
    ]);
    expect(card('Beta statements').getByText('Overdue')).toBeVisible();
    expect(card('Beta statements').getByText('Beta Books')).toBeVisible();
    expect(card('October sales tax').getByText('Returned')).toBeVisible();
    expect(card('October sales tax').getByText('Wrong month')).toBeVisible();
    expect(card('march.pdf').getByText('Page 2 is missing')).toBeVisible();
    expect(card('march.pdf').getByText('In Bank Statements / 2026')).toBeVisible();

    // Each action in the item's own company: Beta's role may not upload, so its request is only opened there.
    const link = (item: string, name: string) => card(item).getByRole('link', { name }).getAttribute('href');
    expect(link('Beta statements', 'Open the request Beta statements')).toBe(
      `/app/requests?company_uuid=${BETA.tenant_uuid}&request=${uuid(1)}`,
    );
    expect(link('Acme statements', 'Upload files for Acme statements')).toBe(
      `/app/requests?company_uuid=${ACME.tenant_uuid}&request=${uuid(3)}`,
    );
    expect(link('October sales tax', 'Send sales tax for October sales tax')).toBe(
      `/app/tenant/send/sale/tax/notification/to/cpa?company_uuid=${ACME.tenant_uuid}`,
    );
    expect(link('march.pdf', 'Open the file march.pdf')).toBe(
      `/app/index/company?company_uuid=${ACME.tenant_uuid}&path=Bank+Statements%2F2026&file=Bank+Statements%2F2026%2Fmarch.pdf`,
    );
    // Payroll is switched off by the firm: the request can be read, not sent.
    expect(
      await card('November payroll').findByRole('link', { name: 'Open the request November payroll' }),
    ).toBeVisible();
  });

  it('opens an organizer on its own answer screen (issue 33)', async () => {
    open('/asks', twoCompanies, [request(5, ACME, { title: '2026 tax organizer', kind: 'ORGANIZER' })]);
    const answer = await screen.findByRole(
      'link',
      { name: 'Answer the organizer 2026 tax organizer' },
      { timeout: 5000 },
    );
    expect(answer).toHaveAttribute('href', `/app/organizers/${uuid(5)}?company_uuid=${ACME.tenant_uuid}`);
  });

  it('is a client’s first page, and has its own entry in the sidebar', async () => {
    const { router } = open('/', twoCompanies, asks);
    expect(await screen.findByRole('article', { name: 'Beta statements' }, { timeout: 5000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/app/asks');
    expect(screen.getByRole('link', { name: 'Needed from you' })).toHaveAttribute('href', '/app/asks');
  });

  it('brings a one-company client with something asked to it, and one with nothing asked on to the documents', async () => {
    const one: TSessionUser = { ...clientUser, tenants: [{ ...ACME, permissions: owner }] };
    const first = open('/', one, [request(3, ACME, { title: 'Acme statements' })]);
    expect(await screen.findByRole('article', { name: 'Acme statements' }, { timeout: 5000 })).toBeVisible();
    expect(first.router.state.location.pathname).toBe('/app/asks');
    first.unmount();

    const folder = () => json(200, { path: '', entries: [], next_cursor: null });
    const second = open('/', one, [], { [`GET /api/v1/tenants/${ACME.tenant_uuid}/files`]: folder });
    expect(await screen.findByRole('heading', { name: 'Folder and File List' }, { timeout: 5000 })).toBeVisible();
    expect(second.router.state.location.pathname).toBe('/app/index/company');
  });

  it('lists an envelope whose turn to sign is the client’s, with its due day (or until when) and the way to sign it', async () => {
    const toSign = (n: number, overrides: Partial<TClientAsk>): TClientAsk =>
      ({
        type: 'signature',
        tenant_uuid: ACME.tenant_uuid,
        tenant_name: ACME.tenant_name,
        urgency: 'OPEN',
        envelope_uuid: uuid(n),
        title: `Envelope ${n}`,
        due_on: null,
        expires_at: '2099-01-15T12:00:00.000Z',
        ...overrides,
      }) as TClientAsk;
    open('/asks', twoCompanies, [
      toSign(5, { title: 'Form 8879 — 2025', urgency: 'OVERDUE', due_on: '2026-04-15' }),
      request(3, ACME, { title: 'Acme statements' }),
      toSign(6, { title: 'Engagement letter' }),
    ]);
    expect(await screen.findByText('3 things are waiting on you.', {}, { timeout: 5000 })).toBeVisible();
    const form = card('Form 8879 — 2025');
    expect(form.getByText('Overdue')).toBeVisible();
    expect(form.getByText('Your signature is requested')).toBeVisible();
    expect(form.getByText('Due Apr 15, 2026')).toBeVisible();
    expect(form.getByRole('link', { name: 'Sign Form 8879 — 2025' })).toHaveAttribute(
      'href',
      `/app/sign?envelope=${uuid(5)}`,
    );
    // Without a due day, the day it can still be signed until.
    expect(card('Engagement letter').getByText(/^Can be signed until Jan 15, 2099/)).toBeVisible();
    expect(card('Engagement letter').getByRole('link', { name: 'Sign Engagement letter' })).toBeVisible();
  });

  it('says when nothing is asked, and leads to each company’s documents', async () => {
    open('/asks', twoCompanies, []);
    expect(
      await screen.findByText(
        'Nothing is waiting on you: your firm has everything it asked for.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(page().getByRole('link', { name: 'Documents of Beta Books' })).toHaveAttribute(
      'href',
      `/app/index/company?company_uuid=${BETA.tenant_uuid}&company_name=Beta+Books`,
    );
  });
});
