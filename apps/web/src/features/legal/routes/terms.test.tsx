import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('terms of use', () => {
  it('can be read without an account, and leads back to login', async () => {
    const fetch = fakeApi({});
    renderApp('/terms');

    expect(await screen.findByRole('heading', { name: 'Terms of use', level: 1 }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your account', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/Keep your password secret/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confidential documents', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/app/login');
    // The title is set by the root's effect, which may commit a tick after the lazily loaded page paints.
    await waitFor(() => expect(document.title).toBe('Terms of use — Ledgerport'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
