import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { ListFooter } from './list-footer.tsx';

const page = { current_page: 1, last_page: 500, total: 10_000, from: 1, to: 20 };
const renderFooter = (p: typeof page & { total_capped?: boolean }) =>
  renderWithProviders(<ListFooter page={p} onPage={() => undefined} />);

describe('ListFooter', () => {
  it('shows a counted-up-to total as "10,000+" and an exact one as it is', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = renderFooter({ ...page, total_capped: true });
    expect(screen.getByText('Showing 1–20 of 10,000+')).toBeInTheDocument();
    unmount();
    renderFooter({ ...page, total: 9_981, last_page: 500 });
    expect(screen.getByText('Showing 1–20 of 9,981')).toBeInTheDocument();
  });

  it("writes the numbers in the reader's language", async () => {
    await i18n.changeLanguage('de');
    renderFooter({ ...page, from: 9_981, to: 10_000, current_page: 500, total_capped: true });
    expect(screen.getByText('9.981–10.000 von 10.000+')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
