import { REQUEST_STATUSES, type TRequestStatus } from '@ledgerport/contract';
import { Checkbox, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useRequestFilters } from './use-request-filters.ts';

/** Status and "overdue only" above the staff list; both live in the address. */
export function StaffRequestFilters({ filters }: { filters: ReturnType<typeof useRequestFilters> }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('requests.filters.status')}
        placeholder={t('requests.filters.anyStatus')}
        data={REQUEST_STATUSES.map((value) => ({ value, label: t(`requests.status.${value}`) }))}
        value={filters.status ?? null}
        onChange={(value) => filters.setStatus((value as TRequestStatus | null) ?? undefined)}
        clearable
        w={180}
      />
      <Checkbox
        label={t('requests.filters.overdueOnly')}
        checked={filters.overdue}
        onChange={(event) => filters.setOverdue(event.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}
