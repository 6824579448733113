import { TOTAL_COUNT_CAP } from '@ledgerport/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { ListFooter } from './list-footer.tsx';

const page = { current_page: 1, last_page: TOTAL_COUNT_CAP / 20, total: TOTAL_COUNT_CAP, from: 1, to: 20 };
const renderFooter = (p: typeof page & { total_capped?: boolean }) =>
  renderWithProviders(<ListFooter page={p} onPage={() => undefined} />);

describe('ListFooter', () => {
  it('shows a counted-up-to total as "1,000+" and an exact one as it is', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = renderFooter({ ...page, total_capped: true });
    expect(screen.getByText('Showing 1–20 of 1,000+')).toBeInTheDocument();
    unmount();
    renderFooter({ ...page, total: 981, last_page: 50 });
    expect(screen.getByText('Showing 1–20 of 981')).toBeInTheDocument();
  });

  it("writes the numbers in the reader's language", async () => {
    await i18n.changeLanguage('de');
    renderFooter({ ...page, from: 981, to: 1_000, current_page: 50, total_capped: true });
    expect(screen.getByText('981–1.000 von 1.000+')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
