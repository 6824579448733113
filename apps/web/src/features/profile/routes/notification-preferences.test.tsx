import type { TMyNotificationPreferences, TUpdateMyNotificationPreferences } from '@ledgerport/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { json } from '../../../test/fake-api.ts';
import { clientUser } from '../../../test/fixtures.ts';
import { clientPreferences, MY_PREFERENCES_PATH, staffPreferences } from '../../../test/notification-email-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { callsTo } from '../../../test/tenant-user-fixtures.ts';
import { onProfile } from './profile-test-support.ts';

const ui = userEvent.setup({ delay: null });
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** The server of the profile's e-mail settings: a PUT is recorded and answered as the server would store it. */
function server(seeded: TMyNotificationPreferences) {
  const puts: TUpdateMyNotificationPreferences[] = [];
  let stored = seeded;
  const routes = {
    [`GET ${MY_PREFERENCES_PATH}`]: () => json(200, stored),
    [`PUT ${MY_PREFERENCES_PATH}`]: ({ body }: { body: unknown }) => {
      const sent = body as TUpdateMyNotificationPreferences;
      puts.push(sent);
      stored = {
        ...stored,
        email: sent.email,
        quiet_hours: sent.quiet_hours,
        digest_hour: sent.digest_hour,
        staff_digest: sent.staff_digest ?? stored.staff_digest,
      };
      return json(200, stored);
    },
  };
  return { routes, puts };
}

const group = (name: string) => screen.getByRole('radiogroup', { name });

describe('e-mail notifications on the profile', { timeout: 20_000 }, () => {
  it('lets a client choose a daily digest for requests, quiet hours and the digest hour, and saves them', async () => {
    const { routes, puts } = server(clientPreferences);
    const fetch = onProfile(routes, clientUser);
    renderApp('/profile');

    const requests = await screen.findByRole('radiogroup', { name: 'Requests' }, { timeout: 5000 });
    expect(within(requests).getByRole('radio', { name: 'At once' })).toBeChecked();
    expect(screen.getAllByText('Firm default: At once')).toHaveLength(5);
    expect(group('Documents that need attention')).toBeInTheDocument();
    expect(screen.getByText('Hours are in the firm’s time zone (America/New_York).')).toBeInTheDocument();
    // A client has no staff morning digest.
    expect(screen.queryByRole('switch', { name: /Morning digest/ })).toBeNull();

    await ui.click(within(requests).getByRole('radio', { name: 'Daily digest' }));
    await ui.click(within(group('Signatures')).getByRole('radio', { name: 'Off' }));
    expect(screen.getAllByText('Firm default: At once')).toHaveLength(3);
    await ui.selectOptions(screen.getByRole('combobox', { name: /Daily digest hour/ }), '8');
    await ui.click(screen.getByRole('switch', { name: /Quiet hours/ }));
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Quiet from' }), '22');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Quiet until' }), '6');
    await ui.click(screen.getByRole('button', { name: 'Save e-mail settings' }));

    expect(await screen.findByText('Your e-mail settings have been saved.')).toBeVisible();
    expect(puts).toEqual([
      {
        email: { requests: 'daily', documents: null, tax_payroll: null, signatures: 'off', messages: null },
        quiet_hours: { from: 22, until: 6 },
        digest_hour: 8,
      },
    ]);
    expect(callsTo(fetch, 'PUT', MY_PREFERENCES_PATH)).toHaveLength(1);
  });

  it('refuses quiet hours that start and end at the same hour before asking the server', async () => {
    const { routes, puts } = server(clientPreferences);
    onProfile(routes, clientUser);
    renderApp('/profile');
    await ui.click(await screen.findByRole('switch', { name: /Quiet hours/ }, { timeout: 5000 }));
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Quiet from' }), '7');
    await ui.click(screen.getByRole('button', { name: 'Save e-mail settings' }));
    expect(await screen.findByText('Quiet hours need a start and an end that differ')).toBeVisible();
    expect(puts).toEqual([]);
  });

  it('gives staff their categories and the morning digest of their clients, sent only once they change it', async () => {
    const { routes, puts } = server(staffPreferences);
    onProfile(routes);
    renderApp('/profile');
    const digest = await screen.findByRole('switch', { name: /Morning digest of my clients/ }, { timeout: 5000 });
    expect(digest).toBeChecked();
    expect(screen.queryByRole('radiogroup', { name: 'Documents that need attention' })).toBeNull();
    await ui.click(screen.getByRole('button', { name: 'Save e-mail settings' }));
    await screen.findByText('Your e-mail settings have been saved.');
    expect(puts[0]).not.toHaveProperty('staff_digest');

    await ui.click(digest);
    await ui.click(screen.getByRole('button', { name: 'Save e-mail settings' }));
    await expect.poll(() => puts.length).toBe(2);
    expect(puts[1]).toMatchObject({ staff_digest: false });
  });

  it('speaks German to a German user, and "use the firm defaults" clears every own choice', async () => {
    await act(() => i18n.changeLanguage('de'));
    const chosen = { ...clientPreferences, email: { ...clientPreferences.email, requests: 'daily' as const } };
    const { routes, puts } = server(chosen);
    onProfile(routes, clientUser);
    renderApp('/profile');
    const requests = await screen.findByRole('radiogroup', { name: 'Anforderungen' }, { timeout: 5000 });
    expect(within(requests).getByRole('radio', { name: 'Tägliche Zusammenfassung' })).toBeChecked();
    await ui.click(screen.getByRole('button', { name: 'Vorgaben der Kanzlei verwenden' }));
    expect(within(requests).getByRole('radio', { name: 'Sofort' })).toBeChecked();
    await ui.click(screen.getByRole('button', { name: 'E-Mail-Einstellungen speichern' }));
    await expect.poll(() => puts.length).toBe(1);
    expect(puts[0]!.email).toEqual({
      requests: null,
      documents: null,
      tax_payroll: null,
      signatures: null,
      messages: null,
    });
  });
});
