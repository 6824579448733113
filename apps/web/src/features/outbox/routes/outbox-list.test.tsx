import type { TOutboxMessage, TOutboxMessageDetail } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope, signedInWith } from '../../../test/users-and-roles.ts';
import { callsTo } from '../../../test/tenant-user-fixtures.ts';

const INVITE_LINK = 'https://portal.example/app/register?user_verification_uuid=5f0c9a7e2b';

const message = (n: number, overrides: Partial<TOutboxMessage> = {}): TOutboxMessage => ({
  id: `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  to_address: `person${n}@client.example`,
  locale: 'en',
  template: 'invitation',
  subject: `You are invited (${n})`,
  status: 'SENT',
  attempts: 1,
  last_error: null,
  delivered_via: 'outbox',
  created_at: '2026-11-20T10:00:00.000Z',
  sent_at: '2026-11-20T10:00:05.000Z',
  ...overrides,
});
const messages = [
  message(1),
  message(2, {
    status: 'FAILED',
    attempts: 5,
    last_error: 'connect ECONNREFUSED 10.0.0.5:587',
    delivered_via: null,
    sent_at: null,
  }),
  message(3, { status: 'QUEUED', delivered_via: null, sent_at: null }),
];
const detail = (m: TOutboxMessage): TOutboxMessageDetail => ({
  ...m,
  text_body: `Hello,\n\nChoose your password here: ${INVITE_LINK}.\n\nThis link expires in 7 days.`,
  html_body: `<p>Choose your password <a href="${INVITE_LINK}">here</a></p>`,
  reply_to: null,
});
const routes = {
  'GET /api/v1/outbox': ({ url }: { url: URL }) => {
    const status = url.searchParams.get('status');
    const matching = messages.filter((m) => !status || m.status === status);
    return json(
      200,
      envelope(matching, Number(url.searchParams.get('page')), Number(url.searchParams.get('per_page'))),
    );
  },
  ...Object.fromEntries(messages.map((m) => [`GET /api/v1/outbox/${m.id}`, () => json(200, detail(m))])),
};

describe('outbox', () => {
  it('lists the e-mails and narrows them to one status', async () => {
    const fetch = signedInWith(['view outbox'], routes);
    const { router } = renderApp('/outbox');
    expect(await screen.findByRole('heading', { name: 'Outbox' }, { timeout: 5000 })).toBeInTheDocument();
    const sent = within(await screen.findByRole('row', { name: /person1@client\.example/ }));
    expect(sent.getByText('Sent')).toBeInTheDocument();
    expect(sent.getByText('Outbox only (no SMTP)')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);

    await userEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed' }));

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('row', { name: /person2@client\.example/ })).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/v1/outbox').at(-1)?.searchParams.get('status')).toBe('FAILED');
    expect(router.state.location.search).toBe('?status=FAILED');
  });

  it('opens an e-mail with its text and a Copy link button for the invitation link', async () => {
    const ui = userEvent.setup();
    signedInWith(['view outbox'], routes);
    renderApp('/outbox');
    await ui.click(await screen.findByRole('button', { name: 'You are invited (1)' }, { timeout: 5000 }));

    const dialog = within(await screen.findByRole('dialog', { name: 'You are invited (1)' }));
    expect(await dialog.findByRole('textbox', { name: 'Link 1' })).toHaveValue(INVITE_LINK);
    expect(dialog.getByText(/Choose your password here:/)).toBeInTheDocument();

    await ui.click(dialog.getByRole('button', { name: 'Copy link' }));
    expect(await dialog.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(INVITE_LINK);
  });

  it('selects the link for Ctrl+C when the clipboard refuses', async () => {
    const ui = userEvent.setup();
    // After user-event's own clipboard stub: a browser that refuses the write (no permission, plain http).
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('not allowed')) },
    });
    onTestFinished(() => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    });
    signedInWith(['view outbox'], routes);
    renderApp('/outbox');
    await ui.click(await screen.findByRole('button', { name: 'You are invited (1)' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog'));
    const link = await dialog.findByRole<HTMLInputElement>('textbox', { name: 'Link 1' });
    await ui.click(dialog.getByRole('button', { name: 'Copy link' }));

    expect(await dialog.findByText(/The link is selected: press Ctrl\+C/)).toBeInTheDocument();
    expect(link).toHaveFocus();
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, INVITE_LINK.length]);
  });

  it('shows why a failed e-mail failed', async () => {
    signedInWith(['view outbox'], routes);
    renderApp('/outbox?status=FAILED');
    await userEvent.click(await screen.findByRole('button', { name: 'You are invited (2)' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('connect ECONNREFUSED 10.0.0.5:587')).toBeInTheDocument();
    expect(dialog.getByText('Last error')).toBeInTheDocument();
  });

  it('is listed in the sidebar and shown only to holders of "view outbox"', async () => {
    signedInWith(['view internal user'], { 'GET /api/v1/internal-users': () => json(200, envelope([], 1, 20)) });
    const { unmount } = renderApp('/outbox');
    expect(await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Outbox' })).not.toBeInTheDocument();
    unmount();

    signedInWith(['view outbox'], routes);
    renderApp('/outbox');
    await screen.findByRole('row', { name: /person1@client\.example/ }, { timeout: 5000 });
    expect(screen.getAllByRole('link', { name: 'Outbox' })[0]).toHaveAttribute('href', '/app/outbox');
  });
});
