import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { clientUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope } from '../../../test/users-and-roles.ts';
import { signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr.ts';
import { acme, somePayroll } from '../payroll-fixtures.ts';

const ui = userEvent.setup({ delay: null });
const address = `/tenant/submit/payroll/list?company_uuid=${acme.uuid}`;
const MAY_SUBMIT = ['view payroll', 'submit payroll'];
const listRoute = {
  [`GET /api/v1/tenants/${acme.uuid}/payroll`]: () => json(200, envelope([somePayroll(1)], 1, 10)),
};
const pdf = (name: string) => new File(['%PDF-1.7 payroll'], name, { type: 'application/pdf' });

afterEach(() => vi.unstubAllGlobals());

async function openForm(permissions = MAY_SUBMIT) {
  signedInAs(clientUser, permissions, listRoute);
  const view = renderApp(address);
  expect(await screen.findByRole('heading', { name: 'Add PayRoll Information' }, { timeout: 5000 })).toBeVisible();
  return view;
}
const pick = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
async function fill({ from = '2026-03-01', to = '2026-03-31' } = {}) {
  await ui.type(screen.getByRole('textbox', { name: /^PayRoll Amount/ }), '12345678901.23');
  await ui.click(screen.getByLabelText(/^Payroll period type/, { selector: 'input' }));
  await ui.click(await screen.findByRole('option', { name: 'Semi-monthly' }));
  pick(/^Period from/, from);
  pick(/^Period to/, to);
}
const nextRequest = async (sent: FakeXhr[], count: number) => {
  await waitFor(() => expect(sent).toHaveLength(count));
  return sent[count - 1]!;
};
const infoOf = (request: FakeXhr) => JSON.parse(String(request.body?.get('payroll_info'))) as unknown;

describe('Add PayRoll Information', () => {
  it('asks for every required field (spec §5) and for a period that does not end before it starts', async () => {
    const sent = installFakeXhr();
    await openForm();
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    // Said once, above the fields; each missing field is marked.
    expect(await screen.findAllByText('Please complete all required fields before proceeding')).toHaveLength(1);
    for (const name of [/^PayRoll Amount/, /^Period from/, /^Period to/]) {
      expect(screen.getByLabelText(name, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    }

    await fill({ from: '2026-03-31', to: '2026-03-01' });
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The period may not end before it starts')).toBeVisible();
    expect(screen.queryByText('Please complete all required fields before proceeding')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends payroll_info with the exact amount, says it reached the CPA, then shows the list after 2 s', async () => {
    const sent = installFakeXhr();
    const { router } = await openForm();
    await fill();
    await ui.click(screen.getByRole('button', { name: 'Submit' }));

    const request = await nextRequest(sent, 1);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/api/v1/tenants/${acme.uuid}/payroll`);
    expect(request.headers.Authorization).toBe('Bearer stored-token');
    expect([...request.body!.keys()]).toEqual(['payroll_info']);
    expect(infoOf(request)).toEqual({
      payroll_amount: '12345678901.23',
      payroll_period_type: 'SEMI_MONTHLY',
      payroll_period_date_from: '2026-03-01',
      payroll_period_date_to: '2026-03-31',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
    request.respond(201, somePayroll(7));

    expect(await screen.findByText('Your File and Payroll Information Sent Successfully to your CPA!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/app/tenant/submit/payroll/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tenant/get/payroll/list'), {
      timeout: 4000,
    });
    expect(router.state.location.search).toBe(`?company_uuid=${acme.uuid}`);
  });

  it('sends the chosen document after payroll_info and shows how far it got', async () => {
    const sent = installFakeXhr();
    await openForm();
    await fill();
    await ui.upload(screen.getByLabelText('Choose file'), pdf('march.pdf'));
    expect(screen.getByText('march.pdf')).toBeVisible();
    await ui.click(screen.getByRole('button', { name: 'Submit' }));

    const request = await nextRequest(sent, 1);
    expect([...request.body!.keys()]).toEqual(['payroll_info', 'file']);
    expect(request.file?.name).toBe('march.pdf');
    request.progress(300, 1000);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Upload progress of march.pdf' })).toHaveAttribute(
        'aria-valuenow',
        '30',
      ),
    );
    request.respond(201, somePayroll(7, { file: { name: 'march.pdf', path: 'Payroll Documents/march.pdf' } }));
    expect(await screen.findByText('Your File and Payroll Information Sent Successfully to your CPA!')).toBeVisible();
  });

  it('says a document over the limit is too large, with the limit, and stays on the form', async () => {
    const sent = installFakeXhr();
    const { router } = await openForm();
    await fill();
    fireEvent.drop(screen.getByRole('group', { name: 'Payroll document' }), {
      dataTransfer: { files: [pdf('huge.pdf')] },
    });
    expect(await screen.findByText('huge.pdf')).toBeVisible();
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    (await nextRequest(sent, 1)).respond(413, {
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Upload larger than 209715200 bytes',
        details: [{ field: 'max_bytes', message: '209715200' }],
      },
    });
    expect(await screen.findByText('What you sent is too large. The limit is 200.00 MB.')).toBeVisible();
    expect(screen.queryByText('Something went wrong. Please try again!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/app/tenant/submit/payroll/list');
  });

  it('cancels a submission still being sent when the user leaves the form', async () => {
    const sent = installFakeXhr();
    const { router } = await openForm();
    await fill();
    await ui.upload(screen.getByLabelText('Choose file'), pdf('march.pdf'));
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    const request = await nextRequest(sent, 1);
    await ui.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tenant/get/payroll/list'));
    await waitFor(() => expect(request.aborted).toBe(true));
  });

  it("puts the server's field errors on their fields", async () => {
    const sent = installFakeXhr();
    await openForm();
    await fill();
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    (await nextRequest(sent, 1)).respond(400, {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid payroll_info',
        details: [{ field: 'payroll_info.payroll_amount', message: 'The amount may not be negative' }],
      },
    });
    expect(await screen.findByText('The amount may not be negative')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^PayRoll Amount/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the spec's failure message for anything else", async () => {
    const sent = installFakeXhr();
    await openForm();
    await fill();
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    (await nextRequest(sent, 1)).respond(500, { error: { code: 'INTERNAL_ERROR', message: 'Internal error' } });
    expect(await screen.findByText('Something went wrong. Please try again!')).toBeVisible();
  });

  it("refuses the form to a user without 'submit payroll'", async () => {
    signedInAs(clientUser, ['view payroll'], listRoute);
    renderApp(address);
    expect(await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
