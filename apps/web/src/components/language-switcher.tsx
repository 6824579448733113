import { LOCALES, type TLocale } from '@ledgerport/contract';
import { Box, Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../lib/i18n/i18n.ts';
import { isLocale, NATIVE_LANGUAGE_NAMES } from '../lib/i18n/languages.ts';

type TLanguageSwitcherProps = {
  /** Called after the interface switched, e.g. to store a signed-in user's choice on the server. */
  onChanged?: (locale: TLocale) => void;
  className?: string;
};

export function LanguageSwitcher({ onChanged, className }: TLanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const current = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const choose = async (locale: TLocale) => {
    if (locale === current) return;
    await changeLocale(locale);
    onChanged?.(locale);
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-md"
          className={className}
          leftSection={
            <Box component="span" display="flex" visibleFrom="xs">
              <IconLanguage size={18} aria-hidden />
            </Box>
          }
          // The name holds the visible code too (WCAG 2.5.3: what is seen is what voice control users say).
          aria-label={t('shell.languageCurrent', { code: current.toUpperCase() })}
          data-testid="language-switcher"
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => void choose(locale)}
            rightSection={locale === current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={locale === current ? 'true' : undefined}
          >
            {NATIVE_LANGUAGE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
