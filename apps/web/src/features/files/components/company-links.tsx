import { paths } from '@ledgerport/contract';
import { Button } from '@mantine/core';
import { IconCash, IconReceiptTax, IconUpload, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeatureOn } from '../../../lib/feature-flags/feature-on.tsx';
import { Can } from '../../../lib/permissions/can.tsx';

/** The company's other screens, each for those allowed: upload, sales tax, payroll, users. */
export function CompanyLinks({ tenantUuid, companyName }: { tenantUuid: string; companyName: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <Can permission="upload files">
        <FeatureOn feature="CLIENT_FILE_UPLOAD" clientsOnly>
          <Button
            component={Link}
            to={paths.uploadFiles(tenantUuid, companyName)}
            leftSection={<IconUpload size={16} aria-hidden />}
          >
            {t('files.uploadFile')}
          </Button>
        </FeatureOn>
      </Can>
      <Can permission="view sales tax">
        <Button
          component={Link}
          to={paths.tenantSalesTax(tenantUuid)}
          variant="default"
          leftSection={<IconReceiptTax size={16} aria-hidden />}
        >
          {t('files.saleTax')}
        </Button>
      </Can>
      <Can permission="view payroll">
        <Button
          component={Link}
          to={paths.tenantPayroll(tenantUuid)}
          variant="default"
          leftSection={<IconCash size={16} aria-hidden />}
        >
          {t('files.payroll')}
        </Button>
      </Can>
      <Can permission="view tenant user">
        <Button
          component={Link}
          to={paths.tenantUsers(tenantUuid)}
          variant="default"
          leftSection={<IconUsers size={16} aria-hidden />}
        >
          {t('files.users')}
        </Button>
      </Can>
    </>
  );
}
