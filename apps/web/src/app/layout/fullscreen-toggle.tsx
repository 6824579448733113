import { ActionIcon } from '@mantine/core';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHoverHint } from '../../components/hover-hint.tsx';
import classes from './shell.module.css';

/**
 * Hidden where the Fullscreen API is missing or not allowed (iPhone Safari, some embedded browsers), and on
 * phones, where the top bar has no room to spare.
 */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const label = active ? t('shell.exitFullscreen') : t('shell.enterFullscreen');
  const { handlers, hint } = useHoverHint(label);

  if (!document.fullscreenEnabled) return null;

  const toggle = () => {
    const request = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    request.catch(() => {}); // refused by the browser (no user gesture, policy): nothing to do
  };

  return (
    <>
      <ActionIcon
        variant="subtle"
        size="lg"
        className={classes.control}
        onClick={toggle}
        {...handlers}
        aria-label={label}
        visibleFrom="sm"
      >
        {active ? <IconMinimize size={20} aria-hidden /> : <IconMaximize size={20} aria-hidden />}
      </ActionIcon>
      {hint}
    </>
  );
}
