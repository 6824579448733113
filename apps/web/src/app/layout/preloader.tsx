import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

/** Spec §9: when switched on in the settings, a full-screen preloader shows for 2.5 s as the layout mounts. */
export const PRELOADER_MS = 2500;

export function Preloader({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  // Decided once, at mount: switching the setting on later does not cover the page that is already open.
  const [visible, setVisible] = useState(enabled);

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), PRELOADER_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <Center className={classes.preloader} role="status" aria-label={t('common.loading')}>
      <Loader size="lg" />
    </Center>
  );
}
