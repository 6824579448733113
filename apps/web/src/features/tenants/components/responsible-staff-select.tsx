import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResponsibleStaff } from '../api/get-responsible-staff.ts';

type TResponsibleStaffSelectProps = Omit<SelectProps, 'data'> & {
  /** The one assigned now, shown even when no longer among the active staff (left, disabled). */
  current?: { uuid: string; name: string } | null;
};

/** "Responsible staff member": one of the firm's active staff, or nobody (cleared). */
export function ResponsibleStaffSelect({ current, ...props }: TResponsibleStaffSelectProps) {
  const { t } = useTranslation();
  const staff = useResponsibleStaff();
  const options = (staff.data?.data ?? []).map((s) => ({ value: s.uuid, label: `${s.name} (${s.email})` }));
  if (current && !options.some((o) => o.value === current.uuid)) {
    options.unshift({ value: current.uuid, label: current.name });
  }
  return (
    <Select
      data={options}
      searchable
      clearable={!props.readOnly}
      placeholder={t('tenants.form.responsibleNone')}
      nothingFoundMessage={t('tenants.form.responsibleNone')}
      {...props}
    />
  );
}
