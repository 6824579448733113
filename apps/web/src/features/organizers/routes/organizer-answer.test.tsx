import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type TRoutes } from '../../../test/fake-api.ts';
import { clientUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import {
  acme,
  answerApiPath,
  ORGANIZER_UUID,
  organizerApiPath,
  savedAnswer,
  someOrganizer,
} from '../organizer-fixtures.ts';
import type { TOrganizer } from '@ledgerport/contract';

const address = `/organizers/${ORGANIZER_UUID}?company_uuid=${acme.uuid}`;

function asClient(organizer: TOrganizer, more: TRoutes = {}) {
  return signedInAs(clientUser, ['view files', 'upload files'], {
    [`GET ${organizerApiPath}`]: () => json(200, organizer),
    ...more,
  });
}

const putsTo = (fetch: ReturnType<typeof asClient>, key: string) =>
  fetch.mock.calls
    .filter(([url, init]) => init?.method === 'PUT' && String(url).endsWith(answerApiPath(key)))
    .map(([, init]) => JSON.parse(String(init?.body)) as { value: unknown; seen_at: unknown });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the client answer screen', () => {
  it('shows a conditional question only while its condition holds, and saves a choice at once', async () => {
    const fetch = asClient(someOrganizer(), {
      [`PUT ${answerApiPath('has_dependents')}`]: ({ body }) =>
        json(200, savedAnswer((body as { value: unknown }).value)),
    });
    const ui = userEvent.setup();
    renderApp(address);
    const household = await screen.findByRole('radiogroup', { name: 'Do you have dependents?' });
    expect(screen.queryByRole('textbox', { name: 'How many dependents?' })).not.toBeInTheDocument();
    expect(screen.getByText('0 of 2 required answered')).toBeVisible();

    await ui.click(within(household).getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByRole('textbox', { name: 'How many dependents?' })).toBeVisible();
    expect(screen.getByText('1 of 3 required answered')).toBeVisible();
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(putsTo(fetch, 'has_dependents')).toEqual([{ value: true, seen_at: null }]);

    await ui.click(within(household).getByRole('radio', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'How many dependents?' })).not.toBeInTheDocument(),
    );
  });

  it('saves typed text after a pause, and says whose change it replaced', async () => {
    const fetch = asClient(someOrganizer(), {
      [`PUT ${answerApiPath('full_name')}`]: ({ body }) =>
        json(
          200,
          savedAnswer((body as { value: unknown }).value, { by_name: 'Dana Partner', at: '2026-11-29T09:00:00.000Z' }),
        ),
    });
    const ui = userEvent.setup();
    renderApp(address);
    await ui.type(await screen.findByRole('textbox', { name: 'Your full name' }), 'Carl Client');
    expect(await screen.findByText(/Changed by Dana Partner at .* before you/)).toBeVisible();
    // One save for the whole name, not one per letter.
    expect(putsTo(fetch, 'full_name')).toEqual([{ value: 'Carl Client', seen_at: null }]);
  });

  it('keeps an answer given offline in the browser and sends it once back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = asClient(someOrganizer(), {
      [`PUT ${answerApiPath('has_dependents')}`]: () => json(200, savedAnswer(false)),
    });
    const ui = userEvent.setup();
    const view = renderApp(address);
    const household = await screen.findByRole('radiogroup', { name: 'Do you have dependents?' });
    await ui.click(within(household).getByRole('radio', { name: 'No' }));
    expect(await screen.findByText(/Not saved yet — will send when you are back online\. Your answers/)).toBeVisible();
    expect(putsTo(fetch, 'has_dependents')).toEqual([]);
    expect(localStorage.getItem(`ledgerport.organizer.${ORGANIZER_UUID}.unsent`)).toContain('has_dependents');

    // Opened again later (a fresh visit): the answer given offline is still there.
    view.unmount();
    renderApp(address);
    const again = await screen.findByRole('radiogroup', { name: 'Do you have dependents?' });
    expect(within(again).getByRole('radio', { name: 'No' })).toBeChecked();

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(putsTo(fetch, 'has_dependents')).toEqual([{ value: false, seen_at: null }]);
    expect(localStorage.getItem(`ledgerport.organizer.${ORGANIZER_UUID}.unsent`)).toBeNull();
    expect(screen.queryByText(/Not saved yet/)).not.toBeInTheDocument();
  });

  it('keeps an answer whose save was lost on the network and sends it again when the connection is back', async () => {
    let calls = 0;
    const fetch = asClient(someOrganizer(), {
      [`PUT ${answerApiPath('has_dependents')}`]: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return json(200, savedAnswer(true));
      },
    });
    const ui = userEvent.setup();
    renderApp(address);
    const household = await screen.findByRole('radiogroup', { name: 'Do you have dependents?' });
    await ui.click(within(household).getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByText(/Not saved yet — will send when you are back online\. Your answers/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit to your firm' })).toBeDisabled();

    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(putsTo(fetch, 'has_dependents')).toEqual([
      { value: true, seen_at: null },
      { value: true, seen_at: null },
    ]);
  });

  it('keeps Submit off and lists what is missing until every required answer is given', async () => {
    const organizer = someOrganizer({
      answers: { full_name: { value: 'Carl Client', by_name: clientUser.name, at: '2026-11-29T08:00:00.000Z' } },
    });
    const fetch = asClient(organizer, {
      [`PUT ${answerApiPath('has_dependents')}`]: () => json(200, savedAnswer(false)),
      [`POST ${organizerApiPath}/submit`]: () => json(200, { ...organizer, status: 'SUBMITTED' }),
    });
    const ui = userEvent.setup();
    renderApp(address);
    const submit = await screen.findByRole('button', { name: 'Submit to your firm' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('1 required answer is missing:')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Do you have dependents? (in Your household)' })).toBeVisible();

    await ui.click(
      within(screen.getByRole('radiogroup', { name: 'Do you have dependents?' })).getByRole('radio', { name: 'No' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit to your firm' })).toBeEnabled());
    await ui.click(screen.getByRole('button', { name: 'Submit to your firm' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', `${organizerApiPath}/submit`)).toHaveLength(1));
  });

  it('shows the firm’s comment at its question and asks whether a rolled-forward section is still true', async () => {
    const organizer = someOrganizer({
      comments: {
        full_name: { text: 'Please give your middle name too.', by_name: 'Ada Staff', at: '2026-11-28T10:00:00.000Z' },
      },
      prefilled_sections: [{ key: 'household', confirmed: false }],
    });
    let current = organizer;
    const fetch = asClient(organizer, {
      [`GET ${organizerApiPath}`]: () => json(200, current),
      [`POST ${organizerApiPath}/sections/household/confirm`]: () => {
        current = { ...organizer, prefilled_sections: [{ key: 'household', confirmed: true }] };
        return json(200, current);
      },
    });
    const ui = userEvent.setup();
    renderApp(address);
    expect(await screen.findByText('Please give your middle name too.')).toBeVisible();
    expect(screen.getByText('Still true?')).toBeVisible();
    await ui.click(screen.getByRole('button', { name: 'Yes, still true' }));
    expect(await screen.findByText('Confirmed as still true.')).toBeVisible();
    expect(callsTo(fetch, 'POST', `${organizerApiPath}/sections/household/confirm`)).toHaveLength(1);
  });
});
