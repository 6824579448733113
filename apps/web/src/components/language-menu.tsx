import { LOCALES, type TLocale } from '@ledgerport/contract';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { NATIVE_LANGUAGE_NAMES } from '../lib/i18n/languages.ts';
import { LanguageSwitcherButton } from './language-switcher-button.tsx';
import { useOpenedOnMount } from './made-on-first-use.ts';

type TLanguageMenuProps = {
  current: TLocale;
  choose: (locale: TLocale) => void;
  className?: string;
  /** The button that stood in for this menu had the focus: this one takes it over before opening. */
  takeFocus: boolean;
};

/**
 * The language menu proper (Menu, Popover and their floating-ui positioning): fetched on the first open, so the
 * sign-in screen does not download it. It mounts open, as the click that fetched it asked.
 */
export function LanguageMenu({ current, choose, className, takeFocus }: TLanguageMenuProps) {
  const [opened, setOpened] = useState(false);
  const target = useOpenedOnMount<HTMLButtonElement>(takeFocus, () => setOpened(true));

  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <LanguageSwitcherButton ref={target} current={current} className={className} />
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => choose(locale)}
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
