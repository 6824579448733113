import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAssignTenants } from '../api/assign-tenants.ts';
import { ResponsibleStaffSelect } from './responsible-staff-select.tsx';

type TAssignTenantsModalProps = {
  /** The clients chosen in the list; the modal is open while `opened`. */
  tenantIds: string[];
  opened: boolean;
  onClose: () => void;
  onAssigned: () => void;
};

/** "Assign selected": one staff member (or nobody, left empty) for every client chosen in the list. */
export function AssignTenantsModal({ tenantIds, opened, onClose, onAssigned }: TAssignTenantsModalProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const assign = useAssignTenants();
  const [staffId, setStaffId] = useState<string | null>(null);
  const submit = () =>
    assign.mutate(
      { tenant_ids: tenantIds, staff_id: staffId },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: t('tenants.list.assigned', { n: result.assigned }) });
          onAssigned();
        },
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tenants.list.assignTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('tenants.list.assignCount', { n: tenantIds.length })}</Text>
        {assign.isError && (
          <Alert color="red" variant="light">
            {errorText(assign.error)}
          </Alert>
        )}
        <ResponsibleStaffSelect
          label={t('tenants.form.responsible')}
          value={staffId}
          onChange={setStaffId}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={assign.isPending} loaderProps={{ 'aria-hidden': true }}>
            {t('tenants.list.assignSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
