import { paths } from '@ledgerport/contract';
import { Button, Menu } from '@mantine/core';
import {
  IconArchive,
  IconCash,
  IconMessage,
  IconReceiptTax,
  IconSignature,
  IconUpload,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeatureOn } from '../../../lib/feature-flags/feature-on.tsx';
import { Can } from '../../../lib/permissions/can.tsx';

type TCompanyLinksProps = {
  tenantUuid: string;
  companyName: string | undefined;
  /** Entries of the folder's menu (a phone) rather than buttons. */
  asMenuItems?: boolean;
  /** Right after the upload button ("Upload folder"), when uploading is offered. */
  afterUpload?: ReactNode;
};

/** The company's other screens, each for those allowed: upload, messages, sales tax, payroll, users. */
export function CompanyLinks({ tenantUuid, companyName, asMenuItems = false, afterUpload }: TCompanyLinksProps) {
  const { t } = useTranslation();
  const link = (to: string, icon: ReactNode, label: string, primary = false) =>
    asMenuItems ? (
      <Menu.Item component={Link} to={to} leftSection={icon}>
        {label}
      </Menu.Item>
    ) : (
      <Button component={Link} to={to} variant={primary ? 'filled' : 'default'} leftSection={icon}>
        {label}
      </Button>
    );
  return (
    <>
      <Can permission="upload files">
        <FeatureOn feature="CLIENT_FILE_UPLOAD" clientsOnly>
          {link(
            paths.uploadFiles(tenantUuid, companyName),
            <IconUpload size={16} aria-hidden />,
            t('files.uploadFile'),
            true,
          )}
          {afterUpload}
        </FeatureOn>
      </Can>
      {/* The company's conversations with the firm (issue 34); a client also has them in the sidebar. */}
      <FeatureOn feature="MESSAGES">
        {link(paths.companyMessages(tenantUuid), <IconMessage size={16} aria-hidden />, t('files.messages'))}
      </FeatureOn>
      <Can permission="view sales tax">
        {link(paths.tenantSalesTax(tenantUuid), <IconReceiptTax size={16} aria-hidden />, t('files.saleTax'))}
      </Can>
      <Can permission="view payroll">
        {link(paths.tenantPayroll(tenantUuid), <IconCash size={16} aria-hidden />, t('files.payroll'))}
      </Can>
      {/* The company's envelopes, for staff who send documents for signature (issue 31). */}
      <Can permission="manage signatures">
        {link(paths.tenantSignatures(tenantUuid), <IconSignature size={16} aria-hidden />, t('files.signatures'))}
      </Can>
      {/* Its retention rules and legal holds (issue 35): staff who review its files (a client never holds it). */}
      <Can permission="review files">
        {link(paths.companyRecords(tenantUuid), <IconArchive size={16} aria-hidden />, t('files.records'))}
      </Can>
      <Can permission="view tenant user">
        {link(paths.tenantUsers(tenantUuid), <IconUsers size={16} aria-hidden />, t('files.users'))}
      </Can>
    </>
  );
}
