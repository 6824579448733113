import type { TMfaPolicy } from '@ledgerport/contract';
import { Alert, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMfaPolicy } from '../api/get-mfa-policy.ts';
import { useUpdateMfaPolicy } from '../api/update-mfa-policy.ts';

/** The firm's rule for second factors (SuperAdmin): who must set one up before using the portal. */
export function MfaPolicyCard() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const policy = useMfaPolicy();
  const update = useUpdateMfaPolicy();
  const save = (change: Partial<TMfaPolicy>) => policy.data && update.mutate({ ...policy.data, ...change });
  const failure = policy.error ?? update.error;

  return (
    <Card withBorder radius="md" padding="lg" mb="lg" component="section" aria-labelledby="mfa-policy-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="mfa-policy-title">
            {t('accessReview.policy.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('accessReview.policy.description')}
          </Text>
        </div>
        {failure && (
          <Alert color="red" variant="light">
            {errorText(failure)}
          </Alert>
        )}
        {policy.data ? (
          <Group gap="xl" wrap="wrap">
            <Switch
              label={t('accessReview.policy.staff')}
              checked={policy.data.staff_mfa_required}
              disabled={update.isPending}
              onChange={(event) => save({ staff_mfa_required: event.currentTarget.checked })}
            />
            <Switch
              label={t('accessReview.policy.clients')}
              checked={policy.data.client_mfa_required}
              disabled={update.isPending}
              onChange={(event) => save({ client_mfa_required: event.currentTarget.checked })}
            />
          </Group>
        ) : (
          !policy.isError && <Skeleton height={24} aria-label={t('common.loading')} />
        )}
      </Stack>
    </Card>
  );
}
