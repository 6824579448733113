import { AUDIT_ACTION_GROUPS, ZAuditResult, type TAuditAction, type TAuditResult } from '@ledgerport/contract';
import { Card, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import type { TAuditFilters } from '../api/get-audit-events.ts';
import { RemoteSelect } from './remote-select.tsx';

type TAuditFiltersProps = {
  filters: TAuditFilters;
  onChange: <K extends keyof TAuditFilters>(key: K, value: TAuditFilters[K]) => void;
};

/**
 * Tenant, user, first and last day (the firm's calendar days, both included), action (every one, in the
 * catalogue's groups) and result. The tenant and user
 * choices need the lists they are picked from, so each shows only to someone allowed to read that list; the
 * search box still finds anyone by name or e-mail.
 */
export function AuditFilters({ filters, onChange }: TAuditFiltersProps) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <Card withBorder radius="md" padding="md" mb="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }} spacing="sm">
        {can('view tenant') && (
          <RemoteSelect
            source="tenant"
            label={t('audit.filters.tenant')}
            value={filters.tenant_uuid}
            onChange={(value) => onChange('tenant_uuid', value)}
          />
        )}
        {can('view user') && (
          <RemoteSelect
            source="user"
            label={t('audit.filters.user')}
            value={filters.user_uuid}
            onChange={(value) => onChange('user_uuid', value)}
          />
        )}
        <TextInput
          type="date"
          label={t('audit.filters.from')}
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(event) => onChange('from', event.currentTarget.value || null)}
        />
        <TextInput
          type="date"
          label={t('audit.filters.to')}
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(event) => onChange('to', event.currentTarget.value || null)}
        />
        <Select
          label={t('audit.filters.action')}
          placeholder={t('audit.filters.any')}
          data={Object.entries(AUDIT_ACTION_GROUPS).map(([group, actions]) => ({
            group: t(`audit.groups.${group}`),
            items: actions.map((value) => ({ value, label: t(`audit.actions.${value}`) })),
          }))}
          value={filters.action}
          onChange={(value) => onChange('action', (value as TAuditAction | null) ?? null)}
          searchable
          clearable
        />
        <Select
          label={t('audit.filters.result')}
          placeholder={t('audit.filters.any')}
          data={ZAuditResult.options.map((value) => ({ value, label: t(`audit.results.${value}`) }))}
          value={filters.result}
          onChange={(value) => onChange('result', (value as TAuditResult | null) ?? null)}
          clearable
        />
      </SimpleGrid>
    </Card>
  );
}
