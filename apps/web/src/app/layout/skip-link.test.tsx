import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

describe('SkipLink', () => {
  it('is the first Tab stop and moves the focus to the main region, leaving the address alone', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SkipLink />
        <nav>
          <a href="/elsewhere">A menu link</a>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <button type="button">First thing on the page</button>
        </main>
      </>,
    );
    const before = window.location.href;

    await user.tab();
    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First thing on the page' })).toHaveFocus();
    expect(window.location.href).toBe(before);
  });
});
