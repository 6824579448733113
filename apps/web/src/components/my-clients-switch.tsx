import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResponsibleParam } from '../lib/use-responsible-param.ts';

/** "My clients only" on a firm-wide staff list: the clients the signed-in staff member is responsible for. */
export function MyClientsSwitch() {
  const { t } = useTranslation();
  const { responsible, setResponsible } = useResponsibleParam();
  return (
    <Switch
      label={t('common.myClients')}
      checked={responsible === 'mine'}
      onChange={(event) => setResponsible(event.currentTarget.checked ? 'mine' : undefined)}
    />
  );
}
