import { paths } from '@ledgerport/contract';
import { Alert, Anchor, Center, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useClientAsks } from '../api/get-client-asks.ts';
import { AskCard, askId } from '../components/ask-card.tsx';
import { UnreadMessages } from '../components/unread-messages.tsx';

/**
 * /asks: "What your firm needs from you" (issue 30), a client's first page. One list across their companies,
 * most urgent first as the server orders it (overdue, returned, files marked Needs attention, the rest by due
 * date), each with its action. Arriving after sign-in (`?arrival=1`), a client of one company with nothing asked
 * goes on to that company's documents, as before this page existed.
 */
export function ClientAsksRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const user = useSignedInUser();
  const [searchParams] = useSearchParams();
  const asks = useClientAsks();
  const [only, ...others] = user.tenants;
  const arriving = searchParams.get('arrival') === '1';

  if (arriving && asks.data?.data.length === 0 && only && others.length === 0) {
    return <Navigate to={paths.company(only.tenant_uuid, only.tenant_name)} replace />;
  }
  return (
    <>
      <PageHeader title={t('pages.clientAsks')} crumbs={[{ label: t('pages.clientAsks') }]}>
        <Text c="dimmed">{t('clientAsks.intro')}</Text>
      </PageHeader>
      <UnreadMessages />
      {asks.isPending ? (
        <Center py="xl" role="status" aria-label={t('common.loading')}>
          <Loader />
        </Center>
      ) : asks.isError ? (
        <Alert color="red" variant="light">
          {errorText(asks.error)}
        </Alert>
      ) : asks.data.data.length === 0 ? (
        <NothingAsked />
      ) : (
        <Stack gap="sm">
          <Text size="sm" aria-live="polite">
            {t('clientAsks.count', { count: asks.data.data.length })}
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {asks.data.data.map((ask) => (
              <li key={`${ask.type}-${askId(ask)}`}>
                <AskCard ask={ask} />
              </li>
            ))}
          </Stack>
          {asks.data.truncated && (
            <Text size="sm" c="dimmed">
              {t('clientAsks.truncated', { count: asks.data.data.length })}
            </Text>
          )}
        </Stack>
      )}
    </>
  );
}

/** Nothing open: say so, and the way to each company's documents. */
function NothingAsked() {
  const { t } = useTranslation();
  const { tenants } = useSignedInUser();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text fw={500}>
          <IconCircleCheck size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          {t('clientAsks.empty')}
        </Text>
        {tenants.length > 0 && (
          <List spacing="xs" aria-label={t('clientAsks.companies')}>
            {tenants.map((tenant) => (
              <List.Item key={tenant.tenant_uuid}>
                <Anchor component={Link} to={paths.company(tenant.tenant_uuid, tenant.tenant_name)}>
                  {t('clientAsks.documentsOf', { name: tenant.tenant_name })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
