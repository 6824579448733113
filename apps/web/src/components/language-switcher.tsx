import type { TLocale } from '@ledgerport/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../lib/i18n/i18n.ts';
import { isLocale } from '../lib/i18n/languages.ts';
import { LanguageSwitcherButton } from './language-switcher-button.tsx';

// The menu's popover machinery weighs about as much as the sign-in form: fetched when the button is first used.
const LanguageMenu = lazy(() => import('./language-menu.tsx').then((module) => ({ default: module.LanguageMenu })));

type TLanguageSwitcherProps = {
  /** Called after the interface switched, e.g. to store a signed-in user's choice on the server. */
  onChanged?: (locale: TLocale) => void;
  className?: string;
};

export function LanguageSwitcher({ onChanged, className }: TLanguageSwitcherProps) {
  const { i18n } = useTranslation();
  const current = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const [menu, setMenu] = useState<{ takeFocus: boolean } | null>(null);

  const choose = async (locale: TLocale) => {
    if (locale === current) return;
    await changeLocale(locale);
    onChanged?.(locale);
  };

  const placeholder = (
    <LanguageSwitcherButton
      current={current}
      className={className}
      aria-expanded={false}
      onClick={(event) => setMenu({ takeFocus: document.activeElement === event.currentTarget })}
    />
  );
  if (!menu) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu
        current={current}
        className={className}
        takeFocus={menu.takeFocus}
        choose={(locale) => void choose(locale)}
      />
    </Suspense>
  );
}
