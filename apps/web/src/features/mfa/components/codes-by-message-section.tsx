import { useRemoveCodeFactor, type TCodeChannel } from '../api/code-factor.ts';
import { CodeByMessageSetup } from './code-by-message-setup.tsx';
import { CodeFactorSection } from './code-factor-section.tsx';

type TCodesByMessageSectionProps = {
  channel: TCodeChannel;
  enabled: boolean;
  /** Where the codes go, when on (the masked number for SMS). */
  note?: string | null;
  onNewCodes: (codes: string[]) => void;
};

/** Codes by e-mail or SMS (clients): set them up, or stop them (after asking). */
export function CodesByMessageSection({ channel, enabled, note, onNewCodes }: TCodesByMessageSectionProps) {
  return (
    <CodeFactorSection
      prefix={`mfa.${channel}`}
      enabled={enabled}
      note={note}
      onNewCodes={onNewCodes}
      remove={useRemoveCodeFactor(channel)}
      setup={(props) => <CodeByMessageSetup channel={channel} {...props} />}
    />
  );
}
