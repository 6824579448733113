import { DEFAULT_REMINDER_CADENCE, VALIDATION_MESSAGES, type TReminderSettings } from '@ledgerport/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { json } from '../../../test/fake-api.ts';
import { clientUser, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { settingsServer } from '../../../test/settings-fixtures.ts';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';

const ui = userEvent.setup({ delay: null });
const SETTINGS = '/api/v1/settings/request-reminders';

const seeded: TReminderSettings = { enabled: true, cadence: DEFAULT_REMINDER_CADENCE, quiet_from: 21, quiet_until: 7 };

/** The server's reminder settings; `refuse` answers a save with the contract's 400 instead. */
const server = (refuse?: { field: string; message: string }) =>
  settingsServer(SETTINGS, seeded, (_stored, body) =>
    refuse
      ? json(400, { error: { code: 'VALIDATION_ERROR', message: 'Invalid body', details: [refuse] } })
      : (body as TReminderSettings),
  );

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the reminder settings screen', () => {
  it('shows the firm cadence and saves a new one with its quiet hours', async () => {
    const { routes, puts } = server();
    signedInAs(staffUser, ['manage requests'], routes);
    renderApp('/settings/reminders');

    const before = await screen.findByRole('textbox', { name: 'Days before the due date' });
    expect(before).toHaveValue('3');
    const after = screen.getByRole('textbox', { name: 'Days after the due date' });
    expect(after).toHaveValue('3, 7');
    await ui.clear(before);
    await ui.type(before, '5, 1');
    await ui.click(screen.getByRole('checkbox', { name: 'On the due date' }));
    const from = screen.getByRole('textbox', { name: 'Quiet from (hour, 0–23)' });
    await ui.clear(from);
    await ui.type(from, '22');
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Reminder settings saved.')).toBeVisible();
    expect(puts).toEqual([
      {
        enabled: true,
        cadence: { before_days: [5, 1], on_due_day: false, after_days: [3, 7] },
        quiet_from: 22,
        quiet_until: 7,
      },
    ]);
  });

  it('refuses a repeated day and an hour past 23 beside their fields before asking the server', async () => {
    const { routes } = server();
    const fetch = signedInAs(staffUser, ['manage requests'], routes);
    renderApp('/settings/reminders');
    const after = await screen.findByRole('textbox', { name: 'Days after the due date' });
    await ui.clear(after);
    await ui.type(after, '3, 3');
    const until = screen.getByRole('textbox', { name: 'Quiet until (hour, 0–23)' });
    await ui.clear(until);
    await ui.type(until, '24');
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('A reminder day is listed more than once')).toBeVisible();
    expect(screen.getByText('Quiet hours are whole hours from 0 to 23')).toBeVisible();
    expect(callsTo(fetch, 'PUT', SETTINGS)).toEqual([]);
  });

  it("puts the server's refusal beside its field, in German for a German user", async () => {
    await act(() => i18n.changeLanguage('de'));
    const { routes } = server({ field: 'cadence.before_days', message: VALIDATION_MESSAGES.reminderOffsetRange });
    signedInAs(staffUser, ['manage requests'], routes);
    renderApp('/settings/reminders');
    const before = await screen.findByRole('textbox', { name: 'Tage vor der Fälligkeit' }, { timeout: 5000 });
    await ui.clear(before);
    await ui.type(before, '4');
    await ui.click(screen.getByRole('button', { name: 'Speichern' }));
    const german = i18n.t('errors.rules.reminderOffsetRange');
    expect(german).not.toBe(VALIDATION_MESSAGES.reminderOffsetRange);
    await waitFor(() => expect(screen.getAllByText(german).length).toBeGreaterThan(0));
  });

  it('is refused to anyone without the permission', async () => {
    signedInAs(clientUser, [], server().routes);
    renderApp('/settings/reminders');
    expect(await screen.findByText('Access denied')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Reminders' })).not.toBeInTheDocument();
  });
});
