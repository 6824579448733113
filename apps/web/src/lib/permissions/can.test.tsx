import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, staffUser } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { Can } from './can.tsx';

function CreateUserButton() {
  return (
    <Can permission="create user" fallback={<p>Read only</p>}>
      <button type="button">Create user</button>
    </Can>
  );
}

describe('<Can>', () => {
  it('shows the control to a user holding the permission', async () => {
    seedSession(staffUser, ['view user', 'create user']);
    renderWithProviders(<CreateUserButton />);
    expect(await screen.findByRole('button', { name: 'Create user' })).toBeInTheDocument();
  });

  it('hides it from everyone else', async () => {
    seedSession(staffUser, ['view user']);
    renderWithProviders(<CreateUserButton />);
    expect(await screen.findByText('Read only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create user' })).not.toBeInTheDocument();
  });
});
