import { useRemoveEmailFactor } from '../api/remove-email-factor.ts';
import { CodeFactorSection } from './code-factor-section.tsx';
import { EmailFactorSetup } from './email-factor-setup.tsx';

type TEmailCodesSectionProps = { enabled: boolean; onNewCodes: (codes: string[]) => void };

/** Codes by e-mail (clients): set them up, or stop them (after asking). */
export function EmailCodesSection({ enabled, onNewCodes }: TEmailCodesSectionProps) {
  return (
    <CodeFactorSection
      prefix="mfa.email"
      enabled={enabled}
      onNewCodes={onNewCodes}
      remove={useRemoveEmailFactor()}
      setup={(props) => <EmailFactorSetup {...props} />}
    />
  );
}
