import { Center, Loader } from '@mantine/core';
import { i18n } from '../lib/i18n/i18n.ts';

/**
 * Shown while code or the first data of a screen loads. It reads i18n directly (no hook) because it is also
 * the fallback while a language itself is loading.
 */
export function FullPageLoader() {
  return (
    <Center mih="100dvh" role="status" aria-label={i18n.t('common.loading')}>
      <Loader />
    </Center>
  );
}
