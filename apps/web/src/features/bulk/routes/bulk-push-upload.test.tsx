import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope } from '../../../test/users-and-roles.ts';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import {
  asStaffWith,
  batchUuid,
  dropFiles,
  jsonPart,
  nextRequest,
  sheetFile,
  someBatch,
} from '../bulk-test-support.ts';

const ui = userEvent.setup({ delay: null });
const pushSheet = () =>
  sheetFile('push.xlsx', [
    ['Client Name', 'Email', 'Phone Number'],
    ['Acme Bakery LLC', 'owner@acme.example', '(212) 555-0142'],
    ['Blue Harbor', 'accounts@blueharbor.example', ''],
  ]);

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

async function openPush() {
  asStaffWith(['send bulk notifications'], {
    'GET /api/v1/bulk/notifications': () => json(200, envelope([], 1, 10)),
    [`GET /api/v1/bulk/notifications/${batchUuid(3)}`]: () => json(200, someBatch(3, { kind: 'PUSH' })),
    [`GET /api/v1/bulk/notifications/${batchUuid(3)}/rows`]: () => json(200, envelope([], 1, 20)),
  });
  const view = renderApp('/upload/send/bulk/push/notification');
  expect(await screen.findByRole('heading', { name: 'Send Push Notification' }, { timeout: 5000 })).toBeVisible();
  return view;
}
const chooseFileType = async () => {
  await ui.click(screen.getByLabelText(/^File type/, { selector: 'input' }));
  await ui.click(await screen.findByRole('option', { name: 'Push Notification' }));
};
const body = () => screen.getByRole('textbox', { name: /^Email Body/ });
const subject = () => screen.getByRole('textbox', { name: /^Email Subject/ });
const submit = () => ui.click(screen.getByRole('button', { name: 'Submit Selected Data' }));

describe('push notification upload', () => {
  it("wants the file type before the sheet ('Please select file type first.')", async () => {
    await openPush();
    dropFiles([await pushSheet()]);
    expect(await screen.findByText('Please select file type first.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Rows of the sheet' })).not.toBeInTheDocument();

    await chooseFileType();
    expect(screen.queryByText('Please select file type first.')).not.toBeInTheDocument();
    dropFiles([await pushSheet()]);
    expect(await screen.findByRole('checkbox', { name: 'Select row 3' })).toBeInTheDocument();
    // Push rows have no amount column.
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      'Row',
      'Client Name',
      'Email',
      'Phone Number',
      'Problems',
    ]);
  });

  it('requires a subject and a body of at most 160 characters, counting as the user types', async () => {
    const sent = installFakeXhr();
    await openPush();
    await chooseFileType();
    dropFiles([await pushSheet()]);
    await ui.click(await screen.findByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('0 / 160 characters')).toBeVisible();

    await submit();
    expect(screen.getByText('Email subject is required.')).toBeVisible();
    expect(screen.getByText('Email body is required.')).toBeVisible();

    await ui.type(subject(), 'Quarterly filing');
    await ui.click(body());
    await ui.paste('x'.repeat(161));
    expect(screen.getByText('161 / 160 characters')).toBeVisible();
    await submit();
    expect(screen.queryByText('Email subject is required.')).not.toBeInTheDocument();
    expect(screen.getByText('Email body must not exceed 160 characters.')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('sends the message with the selected rows, then opens the push list at once', async () => {
    const sent = installFakeXhr();
    const { router } = await openPush();
    await chooseFileType();
    dropFiles([await pushSheet()]);
    await ui.click(await screen.findByRole('checkbox', { name: 'Select row 3' }));
    await ui.type(subject(), 'Quarterly filing');
    await ui.type(body(), 'Your <b>Q1</b> documents are due on Friday.');
    await submit();

    const request = await nextRequest(sent, 1);
    expect(request.url).toBe('/api/v1/bulk/notifications');
    expect(jsonPart(request, 'batch')).toEqual({
      kind: 'PUSH',
      selected_rows: [3],
      edits: [],
      email_subject: 'Quarterly filing',
      email_body: 'Your <b>Q1</b> documents are due on Friday.',
    });
    request.respond(202, someBatch(3, { kind: 'PUSH', state: 'QUEUED', mechanism: 'PushNotification' }));
    expect(await screen.findByText('Selected data submitted successfully!')).toBeVisible();
    // Spec §4: push goes to its list at once (here with the new message's recipients on top).
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/app/index/send/bulk/push/notification?batch=${batchUuid(3)}`,
      ),
    );
  });

  it("puts the server's subject and body problems on their fields", async () => {
    const sent = installFakeXhr();
    await openPush();
    await chooseFileType();
    dropFiles([await pushSheet()]);
    await ui.click(await screen.findByRole('checkbox', { name: 'Select row 2' }));
    await ui.type(subject(), 'Quarterly filing');
    await ui.type(body(), 'Due Friday');
    await submit();
    (await nextRequest(sent, 1)).respond(400, {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid batch',
        details: [{ field: 'email_body', message: 'Email body must not exceed 160 characters.' }],
      },
    });
    expect(await screen.findByText('Email body must not exceed 160 characters.')).toBeVisible();
    expect(body()).toHaveAttribute('aria-invalid', 'true');
  });
});
