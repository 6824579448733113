import type { TLegalHold, TRetentionRule } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInAs } from '../../../test/tenant-user-fixtures.ts';

const TENANT = '5b0c7a1e-2d3f-4a5b-8c6d-7e8f9a0b1c2d';
const rule = (record_class: TRetentionRule['record_class'], years: number, source: string): TRetentionRule => ({
  record_class,
  basis: 'TAX_YEAR_END',
  years,
  source,
  updated_at: '2026-11-01T00:00:00.000Z',
});
const schedule = {
  data: [rule('TAX_RETURN', 3, 'IRC §6107'), rule('SOURCE_DOCUMENTS', 7, 'IRS Publication 583')],
};
const hold: TLegalHold = {
  uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  tenant_uuid: TENANT,
  document_uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  document_name: 'W-2 2024.pdf',
  reason: 'Subpoena 24-118',
  held_by: null,
  held_at: '2026-11-20T09:00:00.000Z',
  released_at: null,
  released_by: null,
  release_reason: null,
};

describe('records and retention (issue 35)', () => {
  it("shows the firm's schedule with each rule's source; a SuperAdmin changes a rule with a reason", async () => {
    const saved: unknown[] = [];
    signedInAs(staffUser, ['manage retention', 'review files'], {
      'GET /api/v1/retention-schedule': () => json(200, schedule),
      'PUT /api/v1/retention-schedule/SOURCE_DOCUMENTS': ({ body }) => {
        saved.push(body);
        return json(200, rule('SOURCE_DOCUMENTS', 8, 'IRS Publication 583'));
      },
    });
    renderApp('/records');
    const table = await screen.findByRole('table', { name: 'Retention schedule' }, { timeout: 5000 });
    const source = within((await within(table).findByText('Source documents')).closest('tr')!);
    expect(source.getByText('7 years after the end of the tax year')).toBeVisible();
    expect(source.getByText('IRS Publication 583')).toBeVisible();

    await userEvent.click(source.getByRole('button', { name: 'Edit the rule for Source documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retention: Source documents' });
    const years = within(dialog).getByRole('textbox', { name: 'Years' });
    await userEvent.clear(years);
    await userEvent.type(years, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // 0 years and no reason: said on the fields, nothing sent.
    expect(await within(dialog).findByText('Keep records for 1 to 100 years')).toBeVisible();
    expect(within(dialog).getByText('Give a reason')).toBeVisible();
    expect(saved).toEqual([]);

    await userEvent.clear(years);
    await userEvent.type(years, '8');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Open IRS exam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([
      { basis: 'TAX_YEAR_END', years: 8, reason: 'Open IRS exam', source: 'IRS Publication 583' },
    ]);
  });

  it('offers no change to an Admin, who may read the schedule', async () => {
    signedInAs({ ...staffUser, staff_roles: ['Admin'] }, ['review files'], {
      'GET /api/v1/retention-schedule': () => json(200, schedule),
    });
    renderApp('/records');
    const table = await screen.findByRole('table', { name: 'Retention schedule' }, { timeout: 5000 });
    expect(await within(table).findByText('Tax return copy')).toBeVisible();
    expect(within(table).queryByRole('button', { name: /Edit the rule/ })).toBeNull();
  });

  it("shows a company's own rule beside the firm's, and releases a document's hold with a reason", async () => {
    const released: unknown[] = [];
    signedInAs(staffUser, ['manage retention', 'review files'], {
      'GET /api/v1/retention-schedule': () => json(200, schedule),
      [`GET /api/v1/tenants/${TENANT}/retention-overrides`]: () =>
        json(200, {
          data: [
            {
              tenant_uuid: TENANT,
              record_class: 'TAX_RETURN',
              basis: 'LAST_ACTIVITY',
              years: 10,
              reason: 'Litigation risk',
              created_at: '2026-11-02T00:00:00.000Z',
            },
          ],
        }),
      [`GET /api/v1/tenants/${TENANT}`]: () => json(200, { uuid: TENANT, name: 'Acme Bakery LLC' }),
      [`GET /api/v1/tenants/${TENANT}/legal-holds`]: () => json(200, { data: [hold] }),
      [`POST /api/v1/tenants/${TENANT}/legal-holds/${hold.uuid}/release`]: ({ body }) => {
        released.push(body);
        return json(200, { ...hold, released_at: '2026-11-30T09:00:00.000Z', release_reason: 'Settled' });
      },
    });
    renderApp(`/tenant/records?company_uuid=${TENANT}&company_name=Acme%20Bakery%20LLC`);
    const rules = await screen.findByRole('table', { name: 'Retention rules' }, { timeout: 5000 });
    const taxReturn = within((await within(rules).findByText('Tax return copy')).closest('tr')!);
    expect(taxReturn.getByText("10 years after the company's last activity")).toBeVisible();
    expect(taxReturn.getByText('Own rule')).toBeVisible();
    expect(taxReturn.getByText('Litigation risk')).toBeVisible();
    const source = within(within(rules).getByText('Source documents').closest('tr')!);
    expect(source.getByText("Firm's rule")).toBeVisible();

    const holds = await screen.findByRole('table', { name: 'Legal holds' });
    const held = within((await within(holds).findByText('W-2 2024.pdf')).closest('tr')!);
    expect(held.getByText('Subpoena 24-118')).toBeVisible();
    await userEvent.click(held.getByRole('button', { name: 'Release the hold on W-2 2024.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release hold' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release hold' }));
    expect(await within(dialog).findByText('Give a reason')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Settled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release hold' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(released).toEqual([{ reason: 'Settled' }]);
  });
});
