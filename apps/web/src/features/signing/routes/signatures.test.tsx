import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, noContent } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { acmeUuid, listItemOf, pageOf, someEnvelope, someSigner, uuidOf } from '../signing-fixtures.ts';

const firmPath = '/api/v1/signing/envelopes';
const envelopeApi = (n: number) => `/api/v1/tenants/${acmeUuid}/signing/envelopes/${uuidOf(n)}`;
const sentEnvelope = someEnvelope(2, {
  title: 'Form 8879 – 2025',
  progress: 'partly_signed',
  signers: [someSigner(1, { status: 'signed' }), someSigner(2, { status: 'viewed' })],
});
const rows = [
  listItemOf(someEnvelope(1, { title: 'Engagement letter 2026', progress: 'viewed' })),
  listItemOf(sentEnvelope),
  listItemOf(someEnvelope(3, { title: 'Old draft', status: 'draft', progress: 'draft', sent_at: null })),
];

function asStaff(permissions = ['view files', 'manage signatures']) {
  return signedInAs(staffUser, permissions, {
    [`GET ${firmPath}`]: () => json(200, pageOf(rows)),
    [`POST ${envelopeApi(2)}/void`]: () => noContent(),
    [`POST ${envelopeApi(2)}/resend`]: () => json(200, {}),
    [`GET ${envelopeApi(2)}`]: () => json(200, sentEnvelope),
    [`GET ${envelopeApi(2)}/events`]: () => json(200, { data: [] }),
  });
}

describe('the firm-wide signatures list', () => {
  it('shows each envelope’s company, signers and status, and sends the status filter to the server', async () => {
    const fetch = asStaff();
    const ui = userEvent.setup();
    renderApp('/signatures');
    const row = within(await screen.findByRole('row', { name: /Form 8879 – 2025/ }, { timeout: 5000 }));
    expect(row.getByText('Partly signed')).toBeVisible();
    expect(row.getByText('Acme Bakery LLC')).toBeVisible();
    expect(row.getByText('Ann Taxpayer: signed')).toBeVisible();
    expect(row.getByText('Bob Spouse: viewed')).toBeVisible();
    expect(
      within(screen.getByRole('row', { name: /Old draft/ })).getByRole('link', { name: 'Prepare' }),
    ).toHaveAttribute('href', `/app/signatures/prepare?company_uuid=${acmeUuid}&envelope=${uuidOf(3)}`);

    await ui.click(screen.getByLabelText('Status', { selector: 'input' }));
    await ui.click(await screen.findByRole('option', { name: 'Declined' }));
    await waitFor(() => expect(callsTo(fetch, 'GET', firmPath).at(-1)?.searchParams.get('progress')).toBe('declined'));
  });

  it('reminds a signer who has not answered and voids an envelope with a reason', async () => {
    const fetch = asStaff();
    const ui = userEvent.setup();
    renderApp('/signatures');
    const row = within(await screen.findByRole('row', { name: /Form 8879 – 2025/ }, { timeout: 5000 }));
    // Ann has signed: only Bob can be reminded.
    expect(row.queryByRole('button', { name: 'Remind Ann Taxpayer' })).not.toBeInTheDocument();
    await ui.click(row.getByRole('button', { name: 'Remind Bob Spouse' }));
    expect(await screen.findByText('Bob Spouse was notified again.')).toBeVisible();
    const resend = fetch.mock.calls.find(([url]) => String(url).endsWith('/resend'));
    expect(JSON.parse(String(resend?.[1]?.body))).toEqual({ signer_uuid: uuidOf(102) });

    await ui.click(row.getByRole('button', { name: 'Void' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Void “Form 8879 – 2025”' }));
    expect(dialog.getByRole('button', { name: 'Void the envelope' })).toBeDisabled();
    await ui.type(dialog.getByLabelText('Why (the signers read this)'), 'Wrong tax year');
    await ui.click(dialog.getByRole('button', { name: 'Void the envelope' }));
    expect(await screen.findByText('The envelope was voided: its links no longer work.')).toBeVisible();
    const voided = fetch.mock.calls.find(([url]) => String(url).endsWith('/void'));
    expect(JSON.parse(String(voided?.[1]?.body))).toEqual({ reason: 'Wrong tax year' });
  });

  it('opens a sent envelope’s own screen from its row, and a draft’s preparation', async () => {
    asStaff();
    const ui = userEvent.setup();
    renderApp('/signatures');
    const sent = within(await screen.findByRole('row', { name: /Form 8879 – 2025/ }, { timeout: 5000 }));
    const draftTitle = within(screen.getByRole('row', { name: /Old draft/ })).getByRole('link', { name: 'Old draft' });
    expect(draftTitle).toHaveAttribute(
      'href',
      `/app/signatures/prepare?company_uuid=${acmeUuid}&envelope=${uuidOf(3)}`,
    );
    const title = sent.getByRole('link', { name: 'Form 8879 – 2025' });
    expect(title).toHaveAttribute('href', `/app/signatures/envelope?company_uuid=${acmeUuid}&envelope=${uuidOf(2)}`);

    await ui.click(title);
    expect(await screen.findByRole('heading', { name: 'Form 8879 – 2025', level: 1 })).toBeVisible();
    expect(screen.getByRole('listitem', { name: 'Bob Spouse' })).toBeVisible();
  });

  it('offers staff who may only look no void, reminder or prepare', async () => {
    asStaff(['view files']);
    renderApp('/signatures');
    const row = within(await screen.findByRole('row', { name: /Form 8879 – 2025/ }, { timeout: 5000 }));
    expect(row.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Remind/ })).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Download evidence' })).toBeVisible();
    const draft = within(screen.getByRole('row', { name: /Old draft/ }));
    expect(draft.queryByRole('link', { name: 'Prepare' })).toBeNull();
    expect(draft.queryByRole('link', { name: 'Old draft' })).toBeNull();
    // Looking is enough to open a sent envelope.
    expect(row.getByRole('link', { name: 'Form 8879 – 2025' })).toBeVisible();
  });
});
