import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, noContent } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ui = userEvent.setup({ delay: null });

describe('"this wasn\'t me" page', { timeout: 20_000 }, () => {
  it('does nothing on opening; one button ends every session and says a reset link was e-mailed', async () => {
    const sent: unknown[] = [];
    const fetch = fakeApi({
      'POST /api/v1/auth/not-me': ({ body }) => {
        sent.push(body);
        return noContent();
      },
    });
    renderApp('/not-me?token=report-token-123');

    const button = await screen.findByRole('button', { name: 'End that session and secure my account' });
    expect(fetch).not.toHaveBeenCalled();
    await ui.click(button);

    expect(await screen.findByRole('status')).toHaveTextContent(
      /Every session of your account has been ended.*a link to set a new password/,
    );
    expect(sent).toEqual([{ token: 'report-token-123' }]);
    await waitFor(() => expect(document.title).toBe("This wasn't me — Ledgerport"));
  });

  it('says when the link has expired', async () => {
    fakeApi({ 'POST /api/v1/auth/not-me': () => apiError(400, 'LINK_EXPIRED') });
    renderApp('/not-me?token=old-report-token');
    await ui.click(await screen.findByRole('button', { name: 'End that session and secure my account' }));

    expect(await screen.findByText(/This link has expired or was already used/)).toBeInTheDocument();
  });
});
