import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { paths } from '@ledgerport/contract';

/** In reading order; each has terms.sections.<name>.title and .text. */
const SECTIONS = ['portal', 'account', 'documents', 'firm', 'availability', 'changes'] as const;

/** The terms of use the registration screen links to; public, so they can be read before signing up. */
export function TermsRoute() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t('terms.title')} subtitle={t('terms.subtitle')}>
      <Stack gap="md">
        {SECTIONS.map((section) => (
          <Stack key={section} gap={4} component="section">
            <Title order={2} size="h5">
              {t(`terms.sections.${section}.title`)}
            </Title>
            <Text size="sm">{t(`terms.sections.${section}.text`)}</Text>
          </Stack>
        ))}
        <Anchor component={Link} to={paths.login} size="sm" ta="center">
          {t('terms.toLogin')}
        </Anchor>
      </Stack>
    </PublicLayout>
  );
}
