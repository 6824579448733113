import {
  CELL_STATUSES,
  COMPLETENESS_KINDS,
  type TCellStatus,
  type TCompletenessGranularity,
  type TCompletenessKind,
} from '@ledgerport/contract';
import { Card, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import type { TCompletenessFilters } from '../api/get-completeness.ts';
import { useStaffOptions } from '../api/get-staff-options.ts';

type TProps = {
  filters: TCompletenessFilters;
  /** The months the grid shows (the server's defaults filled in): the range fields show them when none is set. */
  applied?: { from: string; to: string };
  onChange: <K extends keyof TCompletenessFilters>(key: K, value: TCompletenessFilters[K]) => void;
};

/**
 * Period range (months; a quarter view shows the quarters holding them), months or quarters, kind (a request's,
 * or signatures), a cell status, who is responsible ("My clients", nobody, or a staff member) and the tenant's
 * name.
 */
export function CompletenessFilters({ filters, applied, onChange }: TProps) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const staff = useStaffOptions(can('view user'));
  const granularityLabel = useId();
  const [search, setSearch] = useState(filters.search);
  const sendSearch = useDebouncedCallback((value: string) => onChange('search', value), 300);
  const responsibleChoices = [
    { value: 'mine', label: t('completeness.filters.mine') },
    { value: 'none', label: t('completeness.filters.nobody') },
    ...(staff.data ?? []),
  ];
  return (
    <Card withBorder radius="md" padding="md" mb="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4, xl: 8 }} spacing="sm">
        <TextInput
          type="month"
          label={t('completeness.filters.from')}
          value={filters.from ?? applied?.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(event) => onChange('from', event.currentTarget.value || null)}
        />
        <TextInput
          type="month"
          label={t('completeness.filters.to')}
          value={filters.to ?? applied?.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(event) => onChange('to', event.currentTarget.value || null)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={granularityLabel}>
            {t('completeness.filters.granularity')}
          </Text>
          <SegmentedControl
            aria-labelledby={granularityLabel}
            value={filters.granularity}
            onChange={(value) => onChange('granularity', value as TCompletenessGranularity)}
            data={[
              { value: 'month', label: t('completeness.filters.months') },
              { value: 'quarter', label: t('completeness.filters.quarters') },
            ]}
          />
        </Stack>
        <Select
          label={t('completeness.filters.kind')}
          placeholder={t('completeness.filters.any')}
          clearable
          value={filters.kind}
          onChange={(value) => onChange('kind', value as TCompletenessKind | null)}
          data={COMPLETENESS_KINDS.map((value) => ({ value, label: t(`completeness.kinds.${value}`) }))}
        />
        <Select
          label={t('completeness.filters.status')}
          placeholder={t('completeness.filters.any')}
          clearable
          value={filters.status}
          onChange={(value) => onChange('status', value as TCellStatus | null)}
          data={CELL_STATUSES.map((value) => ({ value, label: t(`completeness.statuses.${value}`) }))}
        />
        <Select
          label={t('completeness.filters.responsible')}
          placeholder={t('completeness.filters.anyone')}
          clearable
          searchable
          value={filters.responsible}
          onChange={(value) => onChange('responsible', value)}
          data={responsibleChoices}
        />
        <TextInput
          label={t('completeness.filters.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            sendSearch(event.currentTarget.value);
          }}
        />
      </SimpleGrid>
    </Card>
  );
}
