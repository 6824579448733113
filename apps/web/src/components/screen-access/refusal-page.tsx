import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconBuildingOff, IconLock, IconToggleLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@ledgerport/contract';
import type { TRefusal } from '../../lib/screen-access.ts';
import { homePath } from '../../lib/session/home-path.ts';
import { useSignedInUser } from '../../lib/session/use-session.ts';

const ICONS = { forbidden: IconLock, notFound: IconBuildingOff, switchedOff: IconToggleLeft } as const;

/** The translation keys of each refusal: its heading (also the document title) and its one sentence. */
export const REFUSAL_TITLE_KEYS: Record<TRefusal, string> = {
  forbidden: 'refusal.forbidden.title',
  notFound: 'refusal.notFound.title',
  switchedOff: 'refusal.switchedOff.title',
};

/**
 * Shown instead of a screen the user may not open: its heading, one sentence and the way back home, and
 * nothing of the refused screen (no title, description or buttons that would only fail).
 */
export function RefusalPage({ refusal }: { refusal: TRefusal }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const RefusalIcon = ICONS[refusal];
  return (
    <Center mih="60dvh" p="md" data-refusal={refusal}>
      <Stack align="center" gap="sm" ta="center" maw={520}>
        <RefusalIcon size={48} stroke={1.4} aria-hidden />
        <Title order={1} size="h2">
          {t(REFUSAL_TITLE_KEYS[refusal])}
        </Title>
        <Text c="dimmed">{t(`refusal.${refusal}.text`)}</Text>
        {/* Staff look for a company in the tenant list; everyone else starts again from their home screen. */}
        {refusal === 'notFound' && user.audience === 'staff' ? (
          <Button component={Link} to={paths.tenants} mt="sm">
            {t('tenantUsers.notFound.backToTenants')}
          </Button>
        ) : (
          <Button component={Link} to={homePath(user)} mt="sm">
            {t('refusal.back')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
