import type { TTenantReminderSettings } from '@ledgerport/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { TenantReminderOverride } from './tenant-reminder-override.tsx';

const ui = userEvent.setup({ delay: null });
const TENANT = '7b0f3c9e-3f1a-4c55-9d7e-2a1b3c4d5e6f';
const URL = `/api/v1/tenants/${TENANT}/request-reminders`;

function server(initial: TTenantReminderSettings) {
  let stored = initial;
  const puts: unknown[] = [];
  const routes = {
    [`GET ${URL}`]: () => json(200, stored),
    [`PUT ${URL}`]: ({ body }: { body: unknown }) => {
      puts.push(body);
      stored = body as TTenantReminderSettings;
      return json(200, stored);
    },
  };
  return { routes, puts };
}

describe("a tenant's reminder override", () => {
  it("gives the tenant its own cadence, then back to the firm's, then switches its reminders off", async () => {
    const { routes, puts } = server({ enabled: true, cadence: null });
    signedInAs(staffUser, ['manage requests'], routes);
    renderWithProviders(<TenantReminderOverride tenantId={TENANT} />);

    const follows = await screen.findByRole('checkbox', { name: "Use the firm's cadence" });
    expect(follows).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Days before the due date' })).not.toBeInTheDocument();
    await ui.click(follows);
    const before = screen.getByRole('textbox', { name: 'Days before the due date' });
    await ui.clear(before);
    await ui.type(before, '1');
    await ui.clear(screen.getByRole('textbox', { name: 'Days after the due date' }));
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ enabled: true, cadence: { before_days: [1], on_due_day: true, after_days: [] } });

    await ui.click(screen.getByRole('checkbox', { name: "Use the firm's cadence" }));
    await ui.click(screen.getByRole('switch', { name: 'Send reminders to this company' }));
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ enabled: false, cadence: null });
  });

  it('refuses a day out of range beside the field, without asking the server', async () => {
    const { routes } = server({ enabled: true, cadence: { before_days: [2], on_due_day: true, after_days: [] } });
    const fetch = signedInAs(staffUser, ['manage requests'], routes);
    renderWithProviders(<TenantReminderOverride tenantId={TENANT} />);
    const before = await screen.findByRole('textbox', { name: 'Days before the due date' });
    await ui.clear(before);
    await ui.type(before, '0, 61');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reminder days are whole numbers from 1 to 60, at most 10 of them')).toBeVisible();
    expect(callsTo(fetch, 'PUT', URL)).toEqual([]);
  });
});
