import { useRemoveTotp } from '../api/remove-totp.ts';
import { AuthenticatorAppSetup } from './authenticator-app-setup.tsx';
import { CodeFactorSection } from './code-factor-section.tsx';

type TAuthenticatorAppSectionProps = { enabled: boolean; onNewCodes: (codes: string[]) => void };

/** The authenticator app: set it up, or remove it (after asking). */
export function AuthenticatorAppSection({ enabled, onNewCodes }: TAuthenticatorAppSectionProps) {
  return (
    <CodeFactorSection
      prefix="mfa.totp"
      enabled={enabled}
      onNewCodes={onNewCodes}
      remove={useRemoveTotp()}
      setup={(props) => <AuthenticatorAppSetup {...props} />}
    />
  );
}
