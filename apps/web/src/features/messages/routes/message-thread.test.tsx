import type { TThreadMessage } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, noContent } from '../../../test/fake-api.ts';
import { clientUser, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import {
  fromStaff,
  messagesPath,
  someMessage,
  someThread,
  TENANT_UUID,
  THREAD_UUID,
  threadPath,
} from '../message-fixtures.ts';

const address = `/messages/${THREAD_UUID}?company_uuid=${TENANT_UUID}`;

/** The thread's routes, answering from `messages()` (a test may add to it, as the server would). */
function threadRoutes(messages: () => TThreadMessage[], head = someThread()) {
  return {
    [`GET ${threadPath}`]: () => json(200, head),
    [`GET ${messagesPath}`]: ({ url }: { url: URL }) => {
      const after = url.searchParams.get('after');
      const all = messages();
      const from = after ? all.findIndex((m) => m.uuid === after) + 1 : 0;
      return json(200, { data: all.slice(from), has_older: false });
    },
    [`POST ${threadPath}/read`]: () => noContent(),
    'GET /api/v1/saved-replies': () => json(200, { data: [] }),
    'GET /api/v1/tenants/responsible-staff': () => json(200, { data: [] }),
  };
}

describe('a conversation', () => {
  it('marks internal notes for staff, shows e-mailed and removed messages, and marks the newest read', async () => {
    const messages = [
      someMessage(1, { via_email: 'carl@acme.example', attachments: [] }),
      someMessage(2, { author: fromStaff, internal: true, body_html: '<p>Check the <strong>mileage</strong></p>' }),
      someMessage(3, {
        author: fromStaff,
        removed: { by: 'Ada Staff', at: '2026-11-29T11:00:00.000Z', reason: 'Wrong client' },
      }),
    ];
    const fetch = signedInAs(
      staffUser,
      ['view tenant', 'remove messages'],
      threadRoutes(() => messages, someThread({ can_write_internal: true })),
    );
    renderApp(address);
    const note = await screen.findByText('Check the');
    const article = note.closest('article')!;
    expect(within(article).getByText('Internal note — not visible to the client')).toBeVisible();
    expect(article).toHaveAttribute('data-internal', 'true');
    expect(within(article).getByText('mileage').tagName).toBe('STRONG');
    expect(screen.getByText('via e-mail')).toBeVisible();
    expect(screen.getByText('Removed by Ada Staff: Wrong client')).toBeVisible();
    await waitFor(() => expect(callsTo(fetch, 'POST', `${threadPath}/read`)).toHaveLength(1));
    const read = fetch.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith('/read'));
    expect(JSON.parse(String(read?.[1]?.body))).toEqual({ up_to: messages[2]!.uuid });
    expect(screen.getByRole('switch', { name: 'Internal note' })).toBeVisible();
  });

  it('shows a message that arrives while it is open within 5 s', async () => {
    const messages = [someMessage(1)];
    signedInAs(
      clientUser,
      ['view files'],
      threadRoutes(() => messages),
    );
    renderApp(address);
    expect(await screen.findByText('Message number 1')).toBeVisible();
    messages.push(someMessage(2, { author: fromStaff, body_html: '<p>We got it, thanks</p>' }));
    expect(await screen.findByText('We got it, thanks', {}, { timeout: 5_000 })).toBeVisible();
  });

  it('sends with Ctrl+Enter, edits and deletes one’s own message', async () => {
    const mine = someMessage(2, {
      author: { ...fromStaff, uuid: clientUser.uuid, name: 'Carl Client', side: 'CLIENT' },
      can_change: true,
    });
    let messages = [someMessage(1)];
    let posted: unknown;
    let edited: unknown;
    const fetch = signedInAs(clientUser, ['view files'], {
      ...threadRoutes(() => messages),
      [`POST ${messagesPath}`]: ({ body }) => {
        posted = body;
        messages = [...messages, mine];
        return json(201, mine);
      },
      [`PATCH ${messagesPath}/${mine.uuid}`]: ({ body }) => {
        edited = body;
        messages = messages.map((m) =>
          m.uuid === mine.uuid ? { ...mine, body_html: '<p>Fixed text</p>', edited_at: '2026-11-29T12:00:00.000Z' } : m,
        );
        return json(200, {});
      },
      [`DELETE ${messagesPath}/${mine.uuid}`]: () => noContent(),
    });
    const ui = userEvent.setup();
    renderApp(address);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await ui.type(box, 'Here it is');
    await ui.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(posted).toEqual({ body: 'Here it is', internal: false }));
    expect(await screen.findByText('Message number 2')).toBeVisible();
    expect(box).toHaveValue('');

    await ui.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit message' }));
    const text = dialog.getByRole('textbox');
    expect(text).toHaveValue('Message number 2');
    await ui.clear(text);
    await ui.type(text, 'Fixed text');
    await ui.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edited).toEqual({ body: 'Fixed text' }));
    expect(await screen.findByText('Fixed text')).toBeVisible();

    await ui.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete message' }));
    await ui.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Fixed text')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'DELETE', `${messagesPath}/${mine.uuid}`)).toHaveLength(1);
  });

  it('says so when the message was already read, in the user’s language', async () => {
    const mine = someMessage(1, { can_change: true });
    signedInAs(clientUser, ['view files'], {
      ...threadRoutes(() => [mine]),
      [`DELETE ${messagesPath}/${mine.uuid}`]: () => apiError(409, 'MESSAGE_ALREADY_READ'),
    });
    const ui = userEvent.setup();
    renderApp(address);
    await ui.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete message' }));
    await ui.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(
      await confirm.findByText('Someone has already read this message, so it can no longer be changed or deleted.'),
    ).toBeVisible();
  });

  it('lets staff remove a message with a reason, leaving the trace', async () => {
    const message = someMessage(1, { can_remove: true });
    let current = message;
    let reason: unknown;
    signedInAs(staffUser, ['view tenant', 'remove messages'], {
      ...threadRoutes(() => [current], someThread({ can_write_internal: true })),
      [`POST ${messagesPath}/${message.uuid}/remove`]: ({ body }) => {
        reason = body;
        current = {
          ...message,
          can_remove: false,
          removed: { by: 'Ada Staff', at: '2026-11-29T12:00:00.000Z', reason: 'Posted by mistake' },
        };
        return noContent();
      },
    });
    const ui = userEvent.setup();
    renderApp(address);
    await ui.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove message' }));
    await ui.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(dialog.getByText('Give a reason')).toBeVisible();
    await ui.type(dialog.getByRole('textbox'), 'Posted by mistake');
    await ui.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(reason).toEqual({ reason: 'Posted by mistake' }));
    expect(await screen.findByText('Removed by Ada Staff: Posted by mistake')).toBeVisible();
  });
});
