import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInForMfa, someMfaStatus } from './mfa-test-support.ts';

// The browser's passkey prompt does not exist in jsdom; here it must never be reached.
const webauthn = vi.hoisted(() => ({ startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const ui = userEvent.setup({ delay: null });
const PORTAL = 'https://portal.example.test';

beforeEach(() => vi.stubGlobal('PublicKeyCredential', class {}));
afterEach(() => {
  vi.unstubAllGlobals();
  webauthn.startRegistration.mockReset();
});

describe('adding a passkey away from the portal address', { timeout: 20_000 }, () => {
  it.each([
    ['en', 'Add a passkey', 'Passkey name', `Passkeys work only at the portal's own address, ${PORTAL}.`],
    [
      'de',
      'Passkey hinzufügen',
      'Name des Passkeys',
      `Passkeys funktionieren nur unter der eigenen Adresse des Portals, ${PORTAL}.`,
    ],
  ] as const)(
    'says so in %s, naming the address, instead of "Something went wrong"',
    async (locale, add, name, text) => {
      await act(() => i18n.changeLanguage(locale));
      signedInForMfa({
        'GET /api/v1/auth/mfa': () => json(200, someMfaStatus({ passkeys: [] })),
        'POST /api/v1/auth/mfa/passkeys/options': () =>
          json(400, {
            error: {
              code: 'PASSKEY_ORIGIN_MISMATCH',
              message: `Passkeys can only be added at ${PORTAL}`,
              details: [{ field: 'origin', message: PORTAL }],
            },
          }),
      });
      renderApp('/profile/two-step');

      await ui.type(await screen.findByRole('textbox', { name }, { timeout: 5000 }), 'Laptop');
      await ui.click(screen.getByRole('button', { name: add }));

      expect(await screen.findByText((content) => content.startsWith(text))).toBeVisible();
      expect(screen.queryByText(/Something went wrong|Etwas ist schiefgelaufen/)).toBeNull();
      expect(webauthn.startRegistration).not.toHaveBeenCalled();
    },
  );
});
