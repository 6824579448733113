import type { TOrganizer } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { someTenant } from '../../../test/tenant-fixtures.ts';
import { signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { acme, ORGANIZER_UUID, organizerApiPath, someOrganizer } from '../organizer-fixtures.ts';

const address = `/tenant/organizers/${ORGANIZER_UUID}?company_uuid=${acme.uuid}`;
const at = '2026-11-28T10:00:00.000Z';

const submitted = someOrganizer({
  status: 'SUBMITTED',
  submitted_at: at,
  answers: {
    full_name: { value: 'Carl Client', by_name: 'Carl Client', at, last_year: 'Carl C.' },
    has_dependents: { value: true, by_name: 'Carl Client', at },
    dependent_count: { value: 2, by_name: 'Carl Client', at },
  },
  progress: { required: 3, answered: 3 },
});

function asStaff(organizer: TOrganizer, returned: (body: unknown) => void) {
  let current = organizer;
  return signedInAs(staffUser, ['view files', 'manage requests'], {
    [`GET /api/v1/tenants/${acme.uuid}`]: () => json(200, someTenant(1, { uuid: acme.uuid, name: acme.name })),
    [`GET ${organizerApiPath}`]: () => json(200, current),
    [`POST ${organizerApiPath}/return`]: ({ body }) => {
      returned(body);
      current = { ...organizer, status: 'OPEN', comments: {} };
      return json(200, current);
    },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the staff review screen', () => {
  it('shows answers beside their questions and marks what changed since last year', async () => {
    asStaff(submitted, () => {});
    renderApp(address);
    expect(await screen.findByText('Carl Client', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('Changed since last year')).toBeVisible();
    expect(screen.getByText('Last year: Carl C.')).toBeVisible();
    expect(screen.getByText('2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  });

  it('returns the organizer with the comments written on its questions', async () => {
    const returned = vi.fn();
    asStaff(submitted, returned);
    const ui = userEvent.setup();
    renderApp(address);
    const returnButton = await screen.findByRole('button', { name: 'Return with comments' });
    expect(returnButton).toBeDisabled();
    await ui.type(
      screen.getByRole('textbox', { name: 'Comment for the client on “Your full name”' }),
      'Please add your middle name.',
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await ui.click(screen.getByRole('button', { name: 'Return with comments' }));
    await waitFor(() =>
      expect(returned).toHaveBeenCalledWith({
        comments: [{ question: 'full_name', text: 'Please add your middle name.' }],
      }),
    );
    expect(await screen.findByText('Returned to the client with your comments.')).toBeVisible();
    // Nothing to comment on while the client has it.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Return with comments' })).not.toBeInTheDocument());
    expect(within(document.body).queryByRole('textbox', { name: /Comment for the client/ })).not.toBeInTheDocument();
  });
});
