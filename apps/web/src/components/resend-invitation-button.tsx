import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';

type TResendInvitationButtonProps = {
  label: string;
  /**
   * Names the person, so a screen reader hears whose invitation goes out, not just "Re-send" row after row. It
   * must start with `label` word for word (WCAG 2.5.3), so voice control finds the button by what it shows.
   */
  ariaLabel: string;
  loading: boolean;
  onClick: () => void;
};

/** The small "Re-send" button in a user list's action column, shown on an INVITED person's row. */
export function ResendInvitationButton({ label, ariaLabel, loading, onClick }: TResendInvitationButtonProps) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconSend size={14} aria-hidden />}
      loading={loading}
      // The button's own label already says what is happening; the spinner need not be read out too.
      loaderProps={{ 'aria-hidden': true }}
      onClick={onClick}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}
