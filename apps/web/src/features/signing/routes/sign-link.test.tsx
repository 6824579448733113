import type { TSignerEnvelope } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type * as TypedSignature from '../adopt/typed-signature.ts';
import { uuidOf } from '../signing-fixtures.ts';

// jsdom draws nothing: pdf.js is not asked, and a typed signature is "drawn" as its text.
vi.mock('../pdf/load-pdf.ts', () => ({
  loadPdf: () => new Promise(() => {}),
  preloadPdfJs: () => new Promise(() => {}),
}));
vi.mock('../adopt/typed-signature.ts', async (load) => ({
  ...(await load<typeof TypedSignature>()),
  typedSignaturePng: async (text: string) => `data:image/png;base64,${btoa(text)}`,
}));

const api = '/api/v1/signing/link/tok-123';
const field = (n: number, kind: TSignerEnvelope['fields'][number]['kind'], y: number, required = true) => ({
  uuid: uuidOf(300 + n),
  signer_position: 2,
  kind,
  page: 1,
  x: 72,
  y,
  width: kind === 'checkbox' ? 16 : 160,
  height: kind === 'checkbox' ? 16 : 30,
  required,
});
const base: TSignerEnvelope = {
  uuid: uuidOf(1),
  firm_name: 'Ledger & Co',
  company_name: 'Acme Bakery LLC',
  title: 'Form 8879 – 2025',
  message: 'Please sign by Friday.',
  status: 'sent',
  order: 'sequential',
  verification: 'form_8879',
  due_date: '2099-04-15',
  expires_at: '2099-05-01T00:00:00.000Z',
  pages: [{ width: 612, height: 792 }],
  me: {
    uuid: uuidOf(102),
    name: 'Bob Spouse',
    email: 'bob@home.example',
    status: 'notified',
    my_turn: true,
    consented_at: null,
    needs_verification: true,
    known_data_label: 'Prior-year AGI',
    code_channels: [{ channel: 'email', to: 'b•••@home.example' }],
    tries_left: 3,
    signed_at: null,
  },
  fields: [field(1, 'signature', 600), field(2, 'text', 500), field(3, 'checkbox', 450), field(4, 'date_signed', 640)],
};
const at = (me: Partial<TSignerEnvelope['me']>) => ({ ...base, me: { ...base.me, ...me } });

describe('signing by link, Form 8879 level', () => {
  it('consents, verifies (one wrong answer first), types a signature and signs in one action', async () => {
    let current: TSignerEnvelope = base;
    let verifications = 0;
    const fetch = fakeApi({
      [`GET ${api}`]: () => json(200, current),
      [`GET ${api}/document`]: () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }),
      [`POST ${api}/consent`]: () => json(200, (current = at({ consented_at: '2026-11-29T10:00:00.000Z' }))),
      [`POST ${api}/code`]: () => json(202, { channel: 'email', to: 'b•••@home.example' }),
      [`POST ${api}/verify`]: () => {
        verifications += 1;
        if (verifications === 1)
          return json(400, {
            error: { code: 'SIGNING_CHECK_FAILED', message: 'x', details: [{ field: 'tries_left', message: '2' }] },
          });
        return json(200, (current = at({ consented_at: '2026-11-29T10:00:00.000Z', needs_verification: false })));
      },
      [`POST ${api}/sign`]: () =>
        json(200, (current = at({ status: 'signed', signed_at: '2026-11-29T10:05:00.000Z' }))),
    });
    const ui = userEvent.setup();
    renderApp('/sign/link?token=tok-123');

    expect(await screen.findByRole('heading', { name: 'Form 8879 – 2025' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(/right to a paper copy instead/)).toBeVisible();
    const agree = screen.getByRole('button', { name: 'Agree and continue' });
    expect(agree).toBeDisabled();
    await ui.click(screen.getByLabelText('I agree to use electronic records and signatures for this document.'));
    await ui.click(agree);

    await ui.click(await screen.findByRole('button', { name: 'Send a code by e-mail to b•••@home.example' }));
    expect(await screen.findByText('A code was sent to b•••@home.example. It is valid for 10 minutes.')).toBeVisible();
    await ui.type(screen.getByLabelText('One-time code'), '123456');
    await ui.type(screen.getByLabelText('Prior-year AGI'), '51000');
    await ui.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code or your answer is not right. Check both and try again.')).toBeVisible();
    expect(screen.getByText('2 tries left before signing is locked.')).toBeVisible();
    await ui.clear(screen.getByLabelText('Prior-year AGI'));
    await ui.type(screen.getByLabelText('Prior-year AGI'), '52000');
    await ui.click(screen.getByRole('button', { name: 'Confirm' }));

    // Only Bob's own fields, numbered in order, the required ones to fill before Sign is possible.
    const page = within(await screen.findByRole('group', { name: 'Page 1 of 1' }));
    expect(page.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Field 1: Signature',
      'Field 2: Text',
      'Field 3: Checkbox',
      'Field 4: Date signed',
    ]);
    const sign = screen.getByRole('button', { name: 'Sign' });
    expect(sign).toBeDisabled();
    expect(screen.getByText('2 required fields are still empty.')).toBeVisible();
    await ui.type(screen.getByRole('textbox', { name: /2\. Text/ }), 'Joint return');
    await ui.click(screen.getByRole('checkbox', { name: /3\. Checkbox/ }));
    expect(screen.getByLabelText('Your full name as you sign it')).toHaveValue('Bob Spouse');
    expect(screen.getByLabelText('Your initials')).toHaveValue('BS');
    await ui.click(sign);

    expect(await screen.findByText(/You signed this document on/)).toBeVisible();
    const signed = fetch.mock.calls.find(([url]) => String(url).endsWith('/sign'));
    expect(JSON.parse(String(signed?.[1]?.body))).toEqual({
      values: { [uuidOf(302)]: 'Joint return', [uuidOf(303)]: true },
      signature_png: `data:image/png;base64,${btoa('Bob Spouse')}`,
      initials_png: `data:image/png;base64,${btoa('BS')}`,
      adopted: 'typed',
    });
    // A link signer has no session: no bearer token went along.
    expect(new Headers(signed?.[1]?.headers).get('Authorization')).toBeNull();
    const verify = fetch.mock.calls.filter(([url]) => String(url).endsWith('/verify')).at(-1);
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({ code: '123456', known_data: '52000' });
  });

  it('declines with a reason, and says so when the link no longer works', async () => {
    let declined = false;
    const fetch = fakeApi({
      [`GET ${api}`]: () =>
        json(
          200,
          declined
            ? at({ status: 'declined' })
            : at({ consented_at: '2026-11-29T10:00:00.000Z', needs_verification: false }),
        ),
      [`GET ${api}/document`]: () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }),
      [`POST ${api}/decline`]: () => {
        declined = true;
        return json(200, at({ status: 'declined' }));
      },
      'GET /api/v1/signing/link/old': () => apiError(410, 'SIGNING_VOIDED'),
    });
    const ui = userEvent.setup();
    const view = renderApp('/sign/link?token=tok-123');
    await ui.click(await screen.findByRole('button', { name: 'Decline to sign' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline “Form 8879 – 2025”' }));
    await ui.type(dialog.getByLabelText('Why (your firm reads this)'), 'Numbers are wrong');
    await ui.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined to sign this document. Your firm has been told.')).toBeVisible();
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/decline'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'Numbers are wrong' });

    view.unmount();
    renderApp('/sign/link?token=old');
    await waitFor(() =>
      expect(screen.getByText('Your firm has withdrawn this envelope, so it can no longer be signed.')).toBeVisible(),
    );
  });

  it('once everyone has signed, says so and downloads the signed copy through the link', async () => {
    // jsdom has no object URLs: stand in for the browser's, and put back whatever was there.
    const createObjectURL = vi.fn(() => 'blob:signed');
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const fetch = fakeApi({
      [`GET ${api}`]: () =>
        json(200, {
          ...at({ status: 'signed', signed_at: '2026-11-29T10:05:00.000Z', consented_at: '2026-11-29T10:00:00.000Z' }),
          status: 'completed',
        }),
      [`GET ${api}/document`]: () => new Response('%PDF-1.7 sealed', { status: 200 }),
    });
    const ui = userEvent.setup();
    renderApp('/sign/link?token=tok-123');

    expect(await screen.findByText('Signed by everyone', {}, { timeout: 5000 })).toBeVisible();
    // Nothing left to sign or decline.
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline to sign' })).toBeNull();
    await ui.click(screen.getByRole('button', { name: 'Download signed copy' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toHaveAttribute('download', 'Form 8879 – 2025 (signed).pdf');
    expect(clicked[0]).toHaveAttribute('href', 'blob:signed');
    const saved = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(saved.type).toBe('application/pdf');
    expect(await saved.text()).toBe('%PDF-1.7 sealed');
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/document'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBeNull();
  });
});
