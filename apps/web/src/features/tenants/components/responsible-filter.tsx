import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResponsibleParam } from '../../../lib/use-responsible-param.ts';
import { useResponsibleStaff } from '../api/get-responsible-staff.ts';

const ALL = 'all';

/** The tenant list's "Responsible" filter: everyone's clients, mine, one staff member's, or nobody's. */
export function ResponsibleFilter() {
  const { t } = useTranslation();
  const staff = useResponsibleStaff();
  const { responsible, setResponsible } = useResponsibleParam();
  const data = [
    { value: ALL, label: t('tenants.list.responsibleAll') },
    { value: 'mine', label: t('tenants.list.responsibleMine') },
    { value: 'none', label: t('tenants.list.responsibleNone') },
    ...(staff.data?.data ?? []).map((s) => ({ value: s.uuid, label: s.name })),
  ];
  return (
    <Select
      aria-label={t('tenants.list.responsibleFilter')}
      data={data}
      value={responsible ?? ALL}
      onChange={(value) => setResponsible(!value || value === ALL ? undefined : value)}
      allowDeselect={false}
      searchable
      w={200}
    />
  );
}
