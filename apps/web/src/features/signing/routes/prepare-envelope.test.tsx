import type { TEnvelope } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { acmeUuid, pageOf, someEnvelope, uuidOf } from '../signing-fixtures.ts';

vi.mock('../pdf/load-pdf.ts', () => ({
  loadPdf: () => new Promise(() => {}),
  preloadPdfJs: () => new Promise(() => {}),
}));

const api = `/api/v1/tenants/${acmeUuid}/signing/envelopes/${uuidOf(1)}`;
const draft = someEnvelope(1, { status: 'draft', progress: 'draft', sent_at: null, signers: [], title: '8879' });
const ann = {
  uuid: uuidOf(200),
  name: 'Ann Taxpayer',
  email: 'ann@acme.example',
  phone_mobile: null,
  user_type: 'TenantOwner',
  status: 'ACTIVE',
  invitation_expires_at: null,
  joined_at: '2026-01-01T00:00:00.000Z',
};

describe('preparing an envelope', () => {
  it('takes a company user and a person by link with known data, their fields, then saves, sends and shows the sent envelope', async () => {
    let saved: TEnvelope = draft;
    const fetch = signedInAs(staffUser, ['view files', 'manage signatures'], {
      [`GET ${api}`]: () => json(200, saved),
      [`GET ${api}/document`]: () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }),
      [`GET /api/v1/tenants/${acmeUuid}/users`]: () => json(200, pageOf([ann])),
      'GET /api/v1/signing/templates': () => json(200, { data: [] }),
      [`PUT ${api}`]: ({ body }) => {
        const request = body as { title: string };
        saved = { ...saved, title: request.title };
        return json(200, saved);
      },
      [`POST ${api}/send`]: () => {
        saved = { ...saved, status: 'sent', progress: 'sent' };
        return json(200, saved);
      },
      [`GET ${api}/events`]: () => json(200, { data: [] }),
      [`GET /api/v1/tenants/${acmeUuid}/signing/envelopes`]: () => json(200, pageOf([])),
    });
    const ui = userEvent.setup();
    renderApp(`/signatures/prepare?company_uuid=${acmeUuid}&envelope=${uuidOf(1)}`);
    await ui.clear(await screen.findByLabelText(/^Title/, {}, { timeout: 5000 }));
    await ui.type(screen.getByLabelText(/^Title/), 'Form 8879 – 2025');
    await ui.click(screen.getByRole('radio', { name: 'One after another' }));
    await ui.click(screen.getByRole('radio', { name: 'Form 8879 level' }));

    await ui.click(screen.getByRole('button', { name: 'Add a signer' }));
    const first = within(screen.getByRole('group', { name: 'Signer 1' }));
    await ui.selectOptions(first.getByLabelText('User'), ann.uuid);
    await ui.type(first.getByLabelText('What the signer must know'), 'Prior-year AGI');
    await ui.type(first.getByLabelText('The answer'), '51000');
    await ui.click(screen.getByRole('button', { name: 'Add a signer' }));
    const second = within(screen.getByRole('group', { name: 'Signer 2' }));
    await ui.selectOptions(second.getByLabelText('Who signs'), 'link');
    await ui.type(second.getByLabelText('Full name'), 'Bob Spouse');
    await ui.type(second.getByLabelText('E-mail'), 'bob@home.example');
    await ui.type(second.getByLabelText('What the signer must know'), 'Last four of SSN');
    await ui.type(second.getByLabelText('The answer'), '1234');

    const send = screen.getByRole('button', { name: 'Send for signature' });
    expect(send).toBeDisabled();
    expect(screen.getByText('Place at least one signature field for each signer.')).toBeVisible();
    const addFields = within(screen.getByRole('toolbar', { name: 'Add a field' }));
    await ui.click(addFields.getByRole('button', { name: 'Add Signature' }));
    await ui.keyboard('{ArrowDown}');
    await ui.selectOptions(screen.getByLabelText('Fields for'), '2');
    await ui.click(addFields.getByRole('button', { name: 'Add Signature' }));
    expect(screen.getByRole('button', { name: 'Signature for Bob Spouse, page 1' })).toHaveFocus();
    await waitFor(() => expect(send).toBeEnabled());
    await ui.click(send);

    expect(await screen.findByText('Sent: the signers are notified in their language.')).toBeVisible();
    // Sent, it is followed on its own screen (its timeline), no longer prepared.
    expect(await screen.findByRole('heading', { name: 'Timeline' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send for signature' })).toBeNull();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      title: 'Form 8879 – 2025',
      order: 'sequential',
      verification: 'form_8879',
      signers: [
        { kind: 'user', user_uuid: ann.uuid, known_data: { label: 'Prior-year AGI', value: '51000' } },
        {
          kind: 'link',
          name: 'Bob Spouse',
          email: 'bob@home.example',
          known_data: { label: 'Last four of SSN', value: '1234' },
        },
      ],
      fields: [
        { signer_position: 1, kind: 'signature', page: 1, x: 216, y: 378 },
        { signer_position: 2, kind: 'signature', page: 1, x: 216, y: 376 },
      ],
    });
    expect(fetch.mock.calls.some(([url, init]) => init?.method === 'POST' && String(url).endsWith('/send'))).toBe(true);
  });
});
