import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { today } from '../../../lib/calendar-day.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { apiError, json } from '../../../test/fake-api.ts';
import { clientUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope } from '../../../test/users-and-roles.ts';
import { signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { acme, someSalesTax } from '../sales-tax-fixtures.ts';

const ui = userEvent.setup({ delay: null });
const apiPath = `/api/v1/tenants/${acme.uuid}/sales-tax`;
const address = `/tenant/send/sale/tax/notification/to/cpa?company_uuid=${acme.uuid}`;
const MAY_SUBMIT = ['view sales tax', 'submit sales tax'];
const listRoute = { [`GET ${apiPath}`]: () => json(200, envelope([someSalesTax(1)], 1, 20)) };
const posts = (fetch: ReturnType<typeof signedInAs>) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

async function openForm() {
  expect(await screen.findByRole('heading', { name: 'Add Sale Tax Information' }, { timeout: 5000 })).toBeVisible();
}
async function typeInto(name: string | RegExp, text: string) {
  const box = screen.getByRole('textbox', { name });
  await ui.clear(box);
  await ui.type(box, text);
}
/** A month or date input, as the browser's picker fills it. */
const pick = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Add Sale Tax Information', () => {
  it('says what is missing (spec §5) and sends nothing', async () => {
    const fetch = signedInAs(clientUser, MAY_SUBMIT);
    renderApp(address);
    await openForm();
    // Submitted today unless the user says otherwise.
    expect(screen.getByLabelText(/^Submitted Date/)).toHaveValue(today());
    pick(/^Submitted Date/, '');
    await ui.click(screen.getByRole('button', { name: 'Submit' }));

    for (const message of [
      'Amount is required',
      'Collected is required',
      'Sale month is required',
      'Submitted date is required',
    ])
      expect(await screen.findByText(message)).toBeVisible();

    await typeInto(/^Sale Tax Amount/, '-5');
    await typeInto(/^Collected Tax Amount/, '1.234');
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The amount may not be negative')).toBeVisible();
    expect(screen.getByText('Enter an amount with at most 13 digits and 2 decimals, e.g. 1234.50')).toBeVisible();
    expect(posts(fetch)).toHaveLength(0);
  });

  it('sends the amounts as typed decimal strings and the month as its first day, then returns to the list', async () => {
    let sent: unknown;
    const fetch = signedInAs(clientUser, MAY_SUBMIT, {
      ...listRoute,
      [`POST ${apiPath}`]: ({ body }) => {
        sent = body;
        return json(201, someSalesTax(9));
      },
    });
    const { router } = renderApp(address);
    await openForm();
    await typeInto(/^Sale Tax Amount/, '12345678901.23');
    await typeInto(/^Collected Tax Amount/, '0.1');
    pick(/^Sale Month/, '2026-03');
    pick(/^Submitted Date/, '2026-04-02');
    await ui.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Your sales tax information was sent to your CPA.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tenant/get/sales/tax/list'));
    expect(router.state.location.search).toBe(`?company_uuid=${acme.uuid}`);
    expect(sent).toEqual({
      sale_amount: '12345678901.23',
      collected_tax_amount: '0.1',
      sale_month_date: '2026-03-01',
      submitted_date: '2026-04-02',
    });
    expect(posts(fetch)).toHaveLength(1);
  });

  it('reads amounts in the German notation and refuses an ambiguous one with the rule in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    let sent: { sale_amount?: string; collected_tax_amount?: string } = {};
    signedInAs(clientUser, MAY_SUBMIT, {
      ...listRoute,
      [`POST ${apiPath}`]: ({ body }) => {
        sent = body as typeof sent;
        return json(201, someSalesTax(9));
      },
    });
    renderApp(address);
    expect(
      await screen.findByRole('heading', { name: 'Umsatzsteuerangaben hinzufügen' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getAllByText('Zum Beispiel 1.234,50')).toHaveLength(2);
    await typeInto(/^Umsatzsteuerbetrag/, '1,2345');
    await typeInto(/^Vereinnahmte Steuer/, '1,234.50');
    pick(/^Umsatzmonat/, '2026-03');
    await ui.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(
      await screen.findByText(
        'Geben Sie einen Betrag mit höchstens 13 Stellen und 2 Nachkommastellen ein, z. B. 1234,50',
      ),
    ).toBeVisible();

    await typeInto(/^Umsatzsteuerbetrag/, '1.234,50');
    await ui.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(sent.sale_amount).toBe('1234.50'));
    expect(sent.collected_tax_amount).toBe('1234.50');
  });

  it('keeps the button disabled while sending, so the firm is told once', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = signedInAs(clientUser, MAY_SUBMIT, {
      ...listRoute,
      [`POST ${apiPath}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp(address);
    await openForm();
    await typeInto(/^Sale Tax Amount/, '100');
    await typeInto(/^Collected Tax Amount/, '7.25');
    pick(/^Sale Month/, '2026-03');
    const button = screen.getByRole('button', { name: 'Submit' });
    await ui.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await ui.click(button);
    expect(posts(fetch)).toHaveLength(1);
    answer(json(201, someSalesTax(9)));
    expect(await screen.findByText('Your sales tax information was sent to your CPA.')).toBeVisible();
  });

  it("shows the server's field error on its field", async () => {
    signedInAs(clientUser, MAY_SUBMIT, {
      [`POST ${apiPath}`]: () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid request',
            details: [{ field: 'submitted_date', message: 'Enter a real date as YYYY-MM-DD' }],
          },
        }),
    });
    const { router } = renderApp(address);
    await openForm();
    await typeInto(/^Sale Tax Amount/, '100');
    await typeInto(/^Collected Tax Amount/, '7');
    pick(/^Sale Month/, '2026-03');
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a real date as YYYY-MM-DD')).toBeVisible();
    expect(screen.getByLabelText(/^Submitted Date/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Some details are not valid. Please check the marked fields.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/app/tenant/send/sale/tax/notification/to/cpa');
  });

  it("refuses the form to a user without 'submit sales tax'", async () => {
    signedInAs(clientUser, ['view sales tax']);
    renderApp(address);
    expect(await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add Sale Tax Information' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the user's language", async () => {
    signedInAs(clientUser, MAY_SUBMIT, { [`POST ${apiPath}`]: () => apiError(403, 'FORBIDDEN') });
    renderApp(address);
    await openForm();
    await typeInto(/^Sale Tax Amount/, '1');
    await typeInto(/^Collected Tax Amount/, '1');
    pick(/^Sale Month/, '2026-03');
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeVisible();
  });
});
