import type { TPayroll } from '@ledgerport/contract';
import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import { useFormats } from '../../../lib/formats.ts';
import { useDownloadPayrollFile } from './use-download-payroll-file.ts';

type TPayrollTableProps = TPagedRows<TPayroll> & {
  /** The staff list names each row's tenant; a tenant's own list does not need to. */
  showTenant?: boolean;
};

/**
 * Spec §2 columns: #, (Tenant Name), Payroll period type, PayRoll Amount, Payroll Period date from, Payroll
 * period date to, File (a download of the document, when one was attached).
 */
export function PayrollTable({ showTenant = false, ...paged }: TPayrollTableProps) {
  const { t } = useTranslation();
  const { money, day } = useFormats();
  const { download, isDownloading } = useDownloadPayrollFile();
  const numbers = { fontVariantNumeric: 'tabular-nums' } as const;

  return (
    <DataTable
      {...paged}
      label={t('pages.payrollList')}
      rowKey={(record) => record.uuid}
      columns={[
        {
          key: 'tenant',
          header: t('payroll.columns.tenantName'),
          hidden: !showTenant,
          truncate: { maxWidth: 220, text: (record) => record.tenant_name },
          cell: (record) => record.tenant_name,
        },
        {
          key: 'type',
          priority: 3,
          header: t('payroll.columns.periodType'),
          cell: (record) => t(`payroll.periodTypes.${record.payroll_period_type}`),
        },
        {
          key: 'amount',
          header: t('payroll.columns.amount'),
          cell: (record) => (
            <Text span inherit style={numbers}>
              {money(record.payroll_amount)}
            </Text>
          ),
        },
        {
          key: 'from',
          header: t('payroll.columns.dateFrom'),
          cell: (record) => day(record.payroll_period_date_from),
        },
        {
          key: 'to',
          priority: 2,
          header: t('payroll.columns.dateTo'),
          cell: (record) => day(record.payroll_period_date_to),
        },
        {
          key: 'file',
          header: t('payroll.columns.file'),
          cell: (record) =>
            record.file ? (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={isDownloading(record)}
                onClick={() => download(record)}
                aria-label={t('files.downloadNamed', { name: record.file.name })}
                title={record.file.name}
              >
                {t('files.download')}
              </Button>
            ) : (
              <Text span c="dimmed">
                —
              </Text>
            ),
        },
      ]}
    />
  );
}
