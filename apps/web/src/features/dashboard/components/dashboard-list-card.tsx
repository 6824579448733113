import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';

type Props<Row> = {
  title: string;
  /** Said with a green check when the list is empty: nothing to do is good news. */
  empty: string;
  /** The query's state: an error, still loading (rows undefined), or the rows. */
  isError: boolean;
  error: unknown;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
  /** Shown under the list (e.g. "and n more"); only when there are rows. */
  footer?: ReactNode;
};

/** A dashboard card: a titled list of items with links, with its loading, error and empty states. */
export function DashboardListCard<Row>({ title, empty, isError, error, rows, rowKey, renderRow, footer }: Props<Row>) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="md">
        {title}
      </Title>
      {isError ? (
        <Alert color="red" variant="light">
          {errorText(error)}
        </Alert>
      ) : !rows ? (
        <Skeleton height={24} aria-label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <Group gap="xs">
          <IconChecks size={18} aria-hidden color="var(--mantine-color-green-7)" />
          <Text>{empty}</Text>
        </Group>
      ) : (
        <Stack gap="xs">
          {/* Listed with its role said outright: list-style none makes some screen readers drop it. */}
          <ul role="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map((row) => (
              <li key={rowKey(row)} role="listitem" style={{ padding: '4px 0' }}>
                {renderRow(row)}
              </li>
            ))}
          </ul>
          {footer}
        </Stack>
      )}
    </Paper>
  );
}
