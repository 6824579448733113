import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type TRoutes } from '../../../test/fake-api.ts';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import { clientUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { envelope } from '../../../test/users-and-roles.ts';
import {
  messagesPath,
  someMessage,
  someSummary,
  someThread,
  TENANT_UUID,
  THREAD_UUID,
  threadPath,
  threadsPath,
} from '../message-fixtures.ts';

const REQUEST_UUID = '16000000-0000-4000-8000-000000000001';

function asClient(more: TRoutes = {}) {
  return signedInAs(clientUser, ['view files', 'upload files'], {
    [`GET ${threadsPath}`]: ({ url }) =>
      json(
        200,
        envelope(
          url.searchParams.get('search')
            ? [someSummary({ subject: 'Mileage log', uuid: '34000000-0000-4000-8000-000000000002' })]
            : [
                someSummary({
                  link: { kind: 'REQUEST', uuid: REQUEST_UUID, label: 'Bank statements' },
                }),
              ],
          1,
          20,
        ),
      ),
    ...more,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('a company’s messages', () => {
  it('lists threads with their link, last message and unread count, and searches them', async () => {
    const fetch = asClient();
    const ui = userEvent.setup();
    renderApp(`/messages?company_uuid=${TENANT_UUID}`);
    const subject = await screen.findByRole('link', { name: 'Question about the 2026 return' });
    expect(subject).toHaveAttribute('href', `/app/messages/${THREAD_UUID}?company_uuid=${TENANT_UUID}`);
    expect(screen.getByRole('link', { name: 'Request: Bank statements' })).toHaveAttribute(
      'href',
      `/app/requests?company_uuid=${TENANT_UUID}&request=${REQUEST_UUID}`,
    );
    expect(screen.getByText('Do you need the mileage log too?')).toBeVisible();
    expect(screen.getByLabelText('2 unread messages')).toHaveTextContent('2');

    await ui.type(screen.getByPlaceholderText('Search subjects and messages'), 'mileage');
    expect(await screen.findByRole('link', { name: 'Mileage log' })).toBeVisible();
    expect(callsTo(fetch, 'GET', threadsPath).at(-1)?.searchParams.get('search')).toBe('mileage');
  });

  it('starts a conversation about a request with a file (multipart) and opens it', async () => {
    const sent = installFakeXhr();
    asClient({
      [`GET ${threadPath}`]: () => json(200, someThread()),
      [`GET ${messagesPath}`]: () => json(200, { data: [someMessage(1)], has_older: false }),
      [`POST ${threadPath}/read`]: () => json(200, {}),
    });
    const ui = userEvent.setup();
    const { router } = renderApp(`/messages?company_uuid=${TENANT_UUID}&link_kind=REQUEST&link_uuid=${REQUEST_UUID}`);
    const dialog = within(await screen.findByRole('dialog', { name: 'New conversation' }));
    await ui.click(dialog.getByRole('button', { name: 'Start conversation' }));
    expect(dialog.getByText('Give the conversation a subject')).toBeVisible();
    expect(dialog.getByText('Write a message')).toBeVisible();

    await ui.type(dialog.getByLabelText(/Subject/), 'About the statements');
    await ui.type(dialog.getByLabelText(/^Message/), 'Which months do you need?');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await ui.upload(input, new File(['%PDF'], 'march.pdf', { type: 'application/pdf' }));
    expect(dialog.getByText(/march\.pdf/)).toBeVisible();
    await ui.click(dialog.getByRole('button', { name: 'Start conversation' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const request = sent[0]!;
    expect(request.url).toBe(`/api/v1/tenants/${TENANT_UUID}/threads`);
    expect(request.body?.get('subject')).toBe('About the statements');
    expect(request.body?.get('body')).toBe('Which months do you need?');
    expect(request.body?.get('link_kind')).toBe('REQUEST');
    expect(request.body?.get('link_uuid')).toBe(REQUEST_UUID);
    expect(request.file?.name).toBe('march.pdf');
    request.respond(201, someThread());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/messages/${THREAD_UUID}`));
  });
});
