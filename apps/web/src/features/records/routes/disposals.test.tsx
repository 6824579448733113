import type { TDisposalItem, TDisposalReview } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';

const REVIEW = '3c1f0e2d-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const OTHER_STAFF = '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const TENANT = '5b0c7a1e-2d3f-4a5b-8c6d-7e8f9a0b1c2d';
const api = `/api/v1/disposals/reviews/${REVIEW}`;
const DISPOSER = ['dispose records', 'manage retention', 'review files'];

const review = (overrides: Partial<TDisposalReview> = {}): TDisposalReview => ({
  uuid: REVIEW,
  review_day: '2026-11-30',
  status: 'OPEN',
  listed_at: '2026-11-30T06:00:00.000Z',
  first_approver: null,
  first_approved_at: null,
  second_approver: null,
  second_approved_at: null,
  completed_at: null,
  certificate_json_sha256: null,
  certificate_pdf_sha256: null,
  ...overrides,
});
const item = (n: number, name: string, overrides: Partial<TDisposalItem> = {}): TDisposalItem => ({
  uuid: `0000000${n}-1a2b-4c3d-8e4f-5a6b7c8d9e0f`,
  review_uuid: REVIEW,
  document_uuid: `1000000${n}-1a2b-4c3d-8e4f-5a6b7c8d9e0f`,
  tenant_uuid: TENANT,
  company_name: 'Acme Bakery LLC',
  folder: 'Source Documents',
  name,
  record_class: 'SOURCE_DOCUMENTS',
  tax_year: 2018,
  sha256: 'ab'.repeat(32),
  basis: 'TAX_YEAR_END',
  years: 7,
  status: 'DUE',
  note: null,
  disposed_at: null,
  ...overrides,
});
const items = [
  item(1, 'W-2 2018.pdf'),
  item(2, 'Bank statement 2018.pdf'),
  item(3, 'Invoice 2018.pdf', { status: 'HELD' }),
];

/** The review screen's reads; `reviewNow` answers GET of the review (it may change as the test goes). */
const reviewRoutes = (reviewNow: () => TDisposalReview, secondApprover = false) => ({
  [`GET ${api}`]: () => json(200, reviewNow()),
  [`GET ${api}/items`]: () => json(200, { data: items, next_after: null }),
  [`GET ${api}/inactive-companies`]: () =>
    json(200, {
      data: [{ tenant_uuid: TENANT, company_name: 'Dormant Deli Inc', last_activity_at: '2024-05-01T00:00:00.000Z' }],
    }),
  'GET /api/v1/disposals/settings': () => json(200, { disposal_second_approver: secondApprover }),
});

describe('disposal reviews (issue 35)', () => {
  it('lists the reviews, runs the review now and says what it listed; a SuperAdmin turns on the second approver', async () => {
    const settings: unknown[] = [];
    let ran = false;
    const fetch = signedInAs(staffUser, DISPOSER, {
      'GET /api/v1/disposals/reviews': () =>
        json(200, {
          data: ran
            ? [review({ status: 'OPEN' }), review({ uuid: OTHER_STAFF, review_day: '2026-11-29', status: 'DONE' })]
            : [review({ uuid: OTHER_STAFF, review_day: '2026-11-29', status: 'DONE' })],
          next_after: null,
        }),
      'POST /api/v1/disposals/review-now': () => {
        ran = true;
        return json(200, { review: review(), listed: 3 });
      },
      'GET /api/v1/disposals/settings': () => json(200, { disposal_second_approver: false }),
      'PUT /api/v1/disposals/settings': ({ body }) => {
        settings.push(body);
        return json(200, body);
      },
    });
    renderApp('/records/disposals');
    const table = await screen.findByRole('table', { name: 'Reviews' }, { timeout: 5000 });
    expect(await within(table).findByText('Done')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Run the review now' }));
    expect(await screen.findByText(/lists 3 documents past their retention/)).toBeVisible();
    expect(await within(table).findByText('Open')).toBeVisible();
    expect(callsTo(fetch, 'POST', '/api/v1/disposals/review-now')).toHaveLength(1);

    const toggle = screen.getByRole('switch', { name: /^A second approver is required/ });
    expect(toggle).toBeEnabled();
    await userEvent.click(toggle);
    await waitFor(() => expect(settings).toEqual([{ disposal_second_approver: true }]));
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('shows an Admin the second-approver setting read-only', async () => {
    signedInAs({ ...staffUser, staff_roles: ['Admin'] }, ['dispose records', 'review files'], {
      'GET /api/v1/disposals/reviews': () => json(200, { data: [], next_after: null }),
      'GET /api/v1/disposals/settings': () => json(200, { disposal_second_approver: true }),
    });
    renderApp('/records/disposals');
    const toggle = await screen.findByRole('switch', { name: /^A second approver is required/ }, { timeout: 5000 });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toBeDisabled();
    expect(screen.getByText('Only a SuperAdmin can change this.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Run the review now' })).toBeVisible();
  });

  it('approves after a confirmation that says how many files go for good, then follows the disposal until done', async () => {
    let current = review();
    const approved: string[] = [];
    signedInAs(staffUser, DISPOSER, {
      ...reviewRoutes(() => current),
      [`POST ${api}/approve`]: () => {
        approved.push('approve');
        // The job finishes while the screen polls: the next read says DONE.
        const disposing = review({
          status: 'DISPOSING',
          first_approver: staffUser.uuid,
          first_approved_at: '2026-11-30T09:00:00.000Z',
        });
        current = { ...disposing, status: 'DONE', completed_at: '2026-11-30T09:01:00.000Z' };
        return json(200, disposing);
      },
      [`GET ${api}/certificate.json`]: () =>
        json(200, { document: { items: [{}, {}], kept_under_legal_hold: [{}] }, signature: {} }),
    });
    renderApp(`/records/disposals/${REVIEW}`);
    const table = await screen.findByRole('table', { name: 'Documents in this review' }, { timeout: 5000 });
    expect(await within(table).findByText('W-2 2018.pdf')).toBeVisible();
    expect(within(table).getByText('On legal hold')).toBeVisible();
    expect(await screen.findByText('Dormant Deli Inc')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Approve disposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve disposal' });
    expect(
      within(dialog).getByText(
        '2 files will be destroyed for good, with all their versions and trash entries. This cannot be undone.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and destroy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(approved).toEqual(['approve']);
    expect(await screen.findByText(/being destroyed/)).toBeVisible();
    // Polled until done: then the counts and the certificate.
    expect(await screen.findByText('2 documents disposed of.', { exact: false }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download certificate (PDF)' })).toBeVisible();
  });

  it('refuses a second approval by the first approver with the translated message, and names who approved first', async () => {
    signedInAs(staffUser, DISPOSER, {
      ...reviewRoutes(
        () =>
          review({
            status: 'AWAITING_SECOND',
            first_approver: staffUser.uuid,
            first_approved_at: '2026-11-30T09:00:00.000Z',
          }),
        true,
      ),
      [`POST ${api}/approve`]: () => apiError(409, 'SAME_APPROVER'),
    });
    renderApp(`/records/disposals/${REVIEW}`);
    expect(
      await screen.findByText(/First approved by you on .*Someone else must approve/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Approve as second approver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve disposal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and destroy' }));
    expect(
      await within(dialog).findByText('The second approval must come from someone other than the first approver.'),
    ).toBeVisible();
  });

  it('names the first approver to someone else, whose second approval starts the disposal', async () => {
    let current = review({
      status: 'AWAITING_SECOND',
      first_approver: OTHER_STAFF,
      first_approved_at: '2026-11-30T09:00:00.000Z',
    });
    signedInAs(staffUser, [...DISPOSER, 'view user'], {
      ...reviewRoutes(() => current, true),
      [`GET /api/v1/users/${OTHER_STAFF}`]: () =>
        json(200, {
          id: OTHER_STAFF,
          name: 'Bea Admin',
          mobile: null,
          email: 'bea@firm.example',
          roles: [],
          status: 'ACTIVE',
          created_at: '2026-01-01T00:00:00.000Z',
        }),
      [`POST ${api}/approve`]: () => {
        current = {
          ...current,
          status: 'DISPOSING',
          second_approver: staffUser.uuid,
          second_approved_at: '2026-11-30T09:05:00.000Z',
        };
        return json(200, current);
      },
    });
    renderApp(`/records/disposals/${REVIEW}`);
    expect(
      await screen.findByText(/First approved by Bea Admin on .*Someone else must approve/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Approve as second approver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve disposal' });
    expect(within(dialog).getByText(/^2 files will be destroyed for good/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and destroy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/being destroyed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('keeps a due item out of the disposal with a reason', async () => {
    const kept: unknown[] = [];
    signedInAs(staffUser, DISPOSER, {
      ...reviewRoutes(() => review()),
      [`POST ${api}/items/${items[0]!.uuid}/exclude`]: ({ body }) => {
        kept.push(body);
        return json(200, { ...items[0], status: 'EXCLUDED', note: 'Open IRS exam' });
      },
    });
    renderApp(`/records/disposals/${REVIEW}`);
    const table = await screen.findByRole('table', { name: 'Documents in this review' }, { timeout: 5000 });
    const row = within((await within(table).findByText('W-2 2018.pdf')).closest('tr')!);
    // A held item offers nothing to keep: it is kept already.
    const held = within(within(table).getByText('Invoice 2018.pdf').closest('tr')!);
    expect(held.queryByRole('button', { name: /Keep/ })).toBeNull();

    await userEvent.click(row.getByRole('button', { name: 'Keep W-2 2018.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep this document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(await within(dialog).findByText('Give a reason')).toBeVisible();
    expect(kept).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Open IRS exam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kept).toEqual([{ reason: 'Open IRS exam' }]);
  });

  it('offers the certificate as PDF and JSON once done, with the counts disposed of and held', async () => {
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:certificate'), revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const done = review({
      status: 'DONE',
      first_approver: OTHER_STAFF,
      first_approved_at: '2026-11-30T09:00:00.000Z',
      completed_at: '2026-11-30T09:01:00.000Z',
    });
    const fetch = signedInAs(staffUser, DISPOSER, {
      ...reviewRoutes(() => done),
      [`GET ${api}/certificate.json`]: () =>
        json(200, { document: { items: [{}, {}], kept_under_legal_hold: [{}] }, signature: {} }),
      [`GET ${api}/certificate.pdf`]: () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="disposal-certificate-${REVIEW}.pdf"`,
          },
        }),
    });
    renderApp(`/records/disposals/${REVIEW}`);
    expect(
      await screen.findByText(/2 documents disposed of\. 1 kept under legal hold\./, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download certificate (JSON)' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Download certificate (PDF)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toHaveAttribute('download', `disposal-certificate-${REVIEW}.pdf`);
    expect(callsTo(fetch, 'GET', `${api}/certificate.pdf`)).toHaveLength(1);
  });

  it("shows a Processor without 'dispose records' no way to disposal on /records", async () => {
    signedInAs({ ...staffUser, staff_roles: ['Processor'] }, ['review files'], {
      'GET /api/v1/retention-schedule': () => json(200, { data: [] }),
    });
    renderApp('/records');
    expect(await screen.findByRole('table', { name: 'Retention schedule' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Disposal reviews' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Disposal' })).toBeNull();
  });

  it('refuses a Processor the review screen: no read of it, no action', async () => {
    const fetch = signedInAs({ ...staffUser, staff_roles: ['Processor'] }, ['review files']);
    renderApp(`/records/disposals/${REVIEW}`);
    expect(await screen.findByText('Access denied', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Approve|Keep|Run the review/ })).toBeNull();
    expect(callsTo(fetch, 'GET', api)).toHaveLength(0);
  });
});
