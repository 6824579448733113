import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope } from '../../../test/users-and-roles.ts';
import { callsTo } from '../../../test/tenant-user-fixtures.ts';
import { asStaffWith, batchUuid, someBatch, someBatchRow } from '../bulk-test-support.ts';

const ui = userEvent.setup({ delay: null });
const LIST = '/api/v1/bulk/notifications';
const pushBatch = (n: number, subject: string, body: string) =>
  someBatch(n, {
    kind: 'PUSH',
    email_subject: subject,
    email_body: body,
    mechanism: 'PushNotification',
    initiator_name: 'Ada Staff',
    initiator_email: 'ada@firm.example',
  });
const all = [
  pushBatch(1, 'Quarterly filing', 'Your <b>Q1</b> papers<script>alert(1)</script> are due.'),
  ...Array.from({ length: 11 }, (_, i) => pushBatch(i + 2, `Reminder ${i + 2}`, 'Plain text')),
];

describe('Tenant Push Notification List', () => {
  it('lists the pushes 10 a page with their columns, the body as safe HTML and the time as DD-MM-YYYY HH:MM', async () => {
    const fetch = asStaffWith(['send bulk notifications'], {
      [`GET ${LIST}`]: ({ url }) => {
        const search = url.searchParams.get('search') ?? '';
        const matching = all.filter((batch) => batch.email_subject!.includes(search));
        return json(
          200,
          envelope(matching, Number(url.searchParams.get('page')), Number(url.searchParams.get('per_page'))),
        );
      },
    });
    renderApp('/index/send/bulk/push/notification');
    expect(
      await screen.findByRole('heading', { name: 'Tenant Push Notification List' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByText('Quarterly filing')).toBeVisible();

    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '#',
      'Initiator name',
      'Email',
      'Subject',
      'Body',
      'Mechanism',
      'Fin state',
      'Email Sent time',
      'Recipients',
    ]);
    expect(table.getAllByRole('row')).toHaveLength(11);
    const first = table.getAllByRole('row')[1]!;
    const cells = within(first).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(0, 7)).toEqual([
      '1',
      'Ada Staff',
      'ada@firm.example',
      'Quarterly filing',
      'Your Q1 papers are due.',
      'Push Notification',
      'Done',
    ]);
    expect(cells[4]!.querySelector('b')).toHaveTextContent('Q1');
    expect(cells[4]!.querySelector('script')).toBeNull();
    expect(cells[7]).toHaveTextContent(/^05-03-2026 \d\d:07$/);
    const query = callsTo(fetch, 'GET', LIST)[0]!.searchParams;
    expect(query.get('kind')).toBe('PUSH');
    expect(query.get('per_page')).toBe('10');

    await ui.type(screen.getByRole('searchbox', { name: 'Search' }), 'Reminder 1');
    await waitFor(() => expect(screen.queryByText('Quarterly filing')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'GET', LIST).at(-1)!.searchParams.get('search')).toBe('Reminder 1');
  });

  it("shows one push's recipients when the address names it", async () => {
    const push = pushBatch(1, 'Quarterly filing', 'Due Friday');
    asStaffWith(['send bulk notifications'], {
      [`GET ${LIST}`]: () => json(200, envelope([push], 1, 10)),
      [`GET ${LIST}/${batchUuid(1)}`]: () => json(200, push),
      [`GET ${LIST}/${batchUuid(1)}/rows`]: () =>
        json(200, envelope([someBatchRow(1, { client_name: 'Acme Bakery LLC', text_state: 'SKIPPED' })], 1, 20)),
    });
    renderApp(`/index/send/bulk/push/notification?batch=${batchUuid(1)}`);
    const recipients = within(
      await screen.findByRole('region', { name: 'Recipients of the message' }, { timeout: 5000 }),
    );
    expect(await recipients.findByText('Acme Bakery LLC')).toBeVisible();
    expect(recipients.getByText('no address')).toBeVisible();
  });
});
