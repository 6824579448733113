import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TenantUserForm } from './tenant-user-form.tsx';

type TTenantUserSetupModalProps = {
  /** The tenant to add a user to; none keeps the modal closed. */
  tenant: { uuid: string; name: string } | null;
  onClose: () => void;
};

/** The tenant list's pencil (spec §2): adds a user for that row's tenant without leaving the list. */
export function TenantUserSetupModal({ tenant, onClose }: TTenantUserSetupModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={tenant !== null}
      onClose={onClose}
      title={t('pages.tenantUserCreate')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {tenant && (
        <>
          <Text size="sm" c="dimmed" mb="md">
            {t('tenantUsers.form.forTenant', { name: tenant.name })}
          </Text>
          {/* A fresh form for each tenant: nothing typed for one tenant is offered for another. */}
          <TenantUserForm key={tenant.uuid} tenantUuid={tenant.uuid} onDone={onClose} onCancel={onClose} />
        </>
      )}
    </Modal>
  );
}
