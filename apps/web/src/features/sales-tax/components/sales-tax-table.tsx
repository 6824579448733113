import type { TSalesTax } from '@ledgerport/contract';
import { Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import { useFormats } from '../../../lib/formats.ts';
import { SalesTaxStatusBadge } from './sales-tax-status-badge.tsx';

type TSalesTaxTableProps = TPagedRows<TSalesTax> & {
  /** The admin list names each row's tenant; a tenant's own list does not need to. */
  showTenant?: boolean;
  /** Given to holders of 'update sales tax' on the admin list: opens 'Send Update Info to Tenant'. */
  onEdit?: (record: TSalesTax) => void;
};

const NONE = '—';

/**
 * Spec §2 columns: #, (Tenant Name), Sale Amount, Collected Tax Amount, Payable Tax Amount, Sale Month Date,
 * Submitted Date, Process Date, Status, (Action). A superseded record stays listed, muted, so nothing is lost.
 */
export function SalesTaxTable({ showTenant = false, onEdit, ...paged }: TSalesTaxTableProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const money = (value: string | null) => (value === null ? NONE : formats.money(value));
  const day = (value: string | null) => (value === null ? NONE : formats.day(value));
  const muted = (record: TSalesTax, content: ReactNode) => (
    <Text
      span
      inherit
      c={record.sale_tax_status === 'SUPERSEDED' ? 'dimmed' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {content}
    </Text>
  );

  return (
    <DataTable
      {...paged}
      label={t('pages.salesTaxList')}
      rowKey={(record) => record.uuid}
      columns={[
        {
          key: 'tenant',
          header: t('salesTax.columns.tenantName'),
          hidden: !showTenant,
          truncate: { maxWidth: 220, text: (record) => record.tenant_name },
          cell: (record) => muted(record, record.tenant_name),
        },
        {
          // The figure the adviser works from: never hidden.
          key: 'saleAmount',
          header: t('salesTax.columns.saleAmount'),
          cell: (record) => muted(record, money(record.sale_amount)),
        },
        {
          key: 'collected',
          priority: 3,
          header: t('salesTax.columns.collectedTaxAmount'),
          cell: (record) => muted(record, money(record.collected_tax_amount)),
        },
        {
          key: 'payable',
          header: t('salesTax.columns.payableTaxAmount'),
          cell: (record) => muted(record, money(record.payable_tax_amount)),
        },
        {
          key: 'month',
          header: t('salesTax.columns.saleMonthDate'),
          cell: (record) => muted(record, formats.month(record.sale_month_date)),
        },
        {
          key: 'submitted',
          priority: 3,
          header: t('salesTax.columns.submittedDate'),
          cell: (record) => muted(record, day(record.submitted_date)),
        },
        {
          key: 'processed',
          priority: 2,
          header: t('salesTax.columns.processDate'),
          cell: (record) => muted(record, day(record.process_date)),
        },
        {
          key: 'status',
          header: t('salesTax.columns.status'),
          cell: (record) => <SalesTaxStatusBadge status={record.sale_tax_status} />,
        },
      ]}
      rowActions={
        onEdit && {
          header: t('salesTax.columns.action'),
          rowName: (record) => `${record.tenant_name}, ${formats.month(record.sale_month_date)}`,
          // A superseded record can no longer be updated: the later submission of that month is the one to edit.
          of: (record) =>
            record.sale_tax_status === 'SUPERSEDED'
              ? []
              : [
                  {
                    key: 'edit',
                    label: t('salesTax.list.edit'),
                    ariaLabel: t('salesTax.list.editOf', {
                      tenant: record.tenant_name,
                      month: formats.month(record.sale_month_date),
                    }),
                    icon: <IconPencil size={14} aria-hidden />,
                    onClick: () => onEdit(record),
                  },
                ],
        }
      }
    />
  );
}
