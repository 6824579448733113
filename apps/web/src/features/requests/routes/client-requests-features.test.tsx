import type { TFeatureKey } from '@ledgerport/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { featureFlagsRoute } from '../../../test/feature-settings-fixtures.ts';
import { clientUser, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { someTenant } from '../../../test/tenant-fixtures.ts';
import { signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { acme, pageOf, requestsPath, someRequest } from '../request-fixtures.ts';

// Issue 30, part 2: what the firm switched off is absent from the Requests page too (the server refuses it, so
// the client no longer picks files only to be told so).
const requests = [
  someRequest(1, { title: 'Bank statements', kind: 'BANK_STATEMENT' }),
  someRequest(2, { title: 'October sales tax', kind: 'SALES_TAX' }),
  someRequest(3, { title: 'October payroll', kind: 'PAYROLL' }),
];
const permissions = ['view files', 'upload files', 'submit sales tax', 'submit payroll'];

async function openRequestsWith(off: TFeatureKey[], user = clientUser) {
  signedInAs(user, permissions, {
    ...featureFlagsRoute(off),
    [`GET /api/v1/tenants/${acme.uuid}`]: () => json(200, someTenant(1, { uuid: acme.uuid, name: acme.name })),
    [`GET ${requestsPath}`]: () => json(200, pageOf(requests)),
  });
  renderApp(`/requests?company_uuid=${acme.uuid}`);
  await screen.findByRole('article', { name: 'Bank statements' }, { timeout: 5000 });
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('the client Requests page and the firm’s switches', () => {
  it('leaves out what is switched off, and says why', async () => {
    await openRequestsWith(['CLIENT_FILE_UPLOAD', 'SALES_TAX_SUBMISSION', 'PAYROLL_SUBMISSION']);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // The flags come after the list: the buttons go once the page knows.
    expect(await screen.findAllByText('Your firm has switched off sending this through the portal.')).toHaveLength(3);
    for (const title of ['Bank statements', 'October sales tax', 'October payroll']) {
      expect(card(title).queryByRole('button')).not.toBeInTheDocument();
      // Only the way to ask the firm about it stays (messages are on).
      expect(
        card(title)
          .queryAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Message the firm about this']);
    }
  });

  it('keeps the upload for the firm’s staff, whom the client switch does not limit', async () => {
    await openRequestsWith(['CLIENT_FILE_UPLOAD', 'SALES_TAX_SUBMISSION'], staffUser);
    expect(card('Bank statements').getByRole('button', { name: 'Upload files for Bank statements' })).toBeVisible();
    expect(await card('October sales tax').findByText(/switched off/)).toBeVisible();
  });
});
