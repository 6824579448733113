import { Box, Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

type TLanguageSwitcherButtonProps = ButtonProps & ComponentPropsWithRef<'button'> & { current: string };

/**
 * The language menu's button, the same before and after the menu itself is loaded (language-switcher.tsx), so
 * the switch from one to the other is not seen. Extra props (Menu.Target's handlers, aria-expanded) pass through.
 */
export function LanguageSwitcherButton({ current, ...props }: TLanguageSwitcherButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      size="compact-md"
      leftSection={
        <Box component="span" display="flex" visibleFrom="xs">
          <IconLanguage size={18} aria-hidden />
        </Box>
      }
      // The name holds the visible code too (WCAG 2.5.3: what is seen is what voice control users say).
      aria-label={t('shell.languageCurrent', { code: current.toUpperCase() })}
      aria-haspopup="menu"
      data-testid="language-switcher"
      {...props}
    >
      {current.toUpperCase()}
    </Button>
  );
}
