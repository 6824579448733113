import type { TSignerEnvelope } from '@ledgerport/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { clientUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { uuidOf } from '../signing-fixtures.ts';

vi.mock('../pdf/load-pdf.ts', () => ({
  loadPdf: () => new Promise(() => {}),
  preloadPdfJs: () => new Promise(() => {}),
}));

const api = `/api/v1/signing/sign/${uuidOf(1)}`;
const waitingForAnn: TSignerEnvelope = {
  uuid: uuidOf(1),
  firm_name: 'Ledger & Co',
  company_name: 'Acme Bakery LLC',
  title: 'Engagement letter 2026',
  message: '',
  status: 'sent',
  order: 'sequential',
  verification: 'signed_in',
  due_date: null,
  expires_at: '2099-05-01T00:00:00.000Z',
  pages: [{ width: 612, height: 792 }],
  me: {
    uuid: uuidOf(102),
    name: 'Carl Client',
    email: 'carl@acme.example',
    status: 'notified',
    my_turn: false,
    consented_at: '2026-11-29T10:00:00.000Z',
    needs_verification: false,
    known_data_label: null,
    code_channels: [],
    tries_left: 3,
    signed_at: null,
  },
  fields: [
    {
      uuid: uuidOf(301),
      signer_position: 2,
      kind: 'signature',
      page: 1,
      x: 72,
      y: 600,
      width: 180,
      height: 40,
      required: true,
    },
  ],
};

describe('signing as a signed-in client', () => {
  it('shows the document and their field but no Sign while someone before them has not signed', async () => {
    const fetch = signedInAs(clientUser, ['view files'], {
      [`GET ${api}`]: () => json(200, waitingForAnn),
      [`GET ${api}/document`]: () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }),
    });
    renderApp(`/sign?envelope=${uuidOf(1)}`);
    expect(await screen.findByRole('heading', { name: 'Engagement letter 2026' }, { timeout: 5000 })).toBeVisible();
    expect(
      screen.getByText('It is not your turn to sign yet: someone before you has to sign first. You will be notified.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Field 1: Signature' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign' })).toBeDisabled();
    // The signed-in way in sends the session's token, for the envelope and for its document.
    const calls = fetch.mock.calls.filter(([url]) => String(url).startsWith(api));
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const [, init] of calls) expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer stored-token');
  });
});
