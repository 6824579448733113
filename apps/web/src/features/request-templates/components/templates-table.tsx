import type { TRequestTemplateSummary } from '@ledgerport/contract';
import { IconPencil, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import type { TRowAction } from '../../../components/row-actions.tsx';
import { dateTimeFormat } from '../../../lib/intl-cache.ts';

type TTemplatesTableProps = TPagedRows<TRequestTemplateSummary> & {
  onApply: (template: TRequestTemplateSummary) => void;
  onEdit: (template: TRequestTemplateSummary) => void;
  onDelete: (template: TRequestTemplateSummary) => void;
};

export function TemplatesTable({ onApply, onEdit, onDelete, ...paged }: TTemplatesTableProps) {
  const { t, i18n } = useTranslation();
  const changed = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const actionsOf = (template: TRequestTemplateSummary): TRowAction[] => [
    {
      key: 'apply',
      label: t('requestTemplates.list.applyShort'),
      ariaLabel: t('requestTemplates.list.apply', { name: template.name }),
      icon: <IconPlayerPlay size={18} aria-hidden />,
      onClick: () => onApply(template),
    },
    {
      key: 'edit',
      label: t('requestTemplates.list.editShort'),
      ariaLabel: t('requestTemplates.list.edit', { name: template.name }),
      icon: <IconPencil size={18} aria-hidden />,
      onClick: () => onEdit(template),
      iconOnly: true,
    },
    {
      key: 'delete',
      label: t('requestTemplates.list.deleteShort'),
      ariaLabel: t('requestTemplates.list.delete', { name: template.name }),
      icon: <IconTrash size={18} aria-hidden />,
      onClick: () => onDelete(template),
      iconOnly: true,
      color: 'red',
    },
  ];

  return (
    <DataTable
      {...paged}
      label={t('pages.requestTemplates')}
      rowKey={(template) => template.uuid}
      columns={[
        {
          key: 'name',
          header: t('requestTemplates.columns.name'),
          truncate: { maxWidth: 280, text: (template) => template.name },
          cell: (template) => template.name,
        },
        { key: 'items', header: t('requestTemplates.columns.items'), cell: (template) => template.item_count },
        {
          key: 'updated',
          priority: 3,
          header: t('requestTemplates.columns.updated'),
          cell: (template) => changed.format(new Date(template.updated_at)),
        },
      ]}
      rowActions={{ header: t('requestTemplates.columns.action'), rowName: (template) => template.name, of: actionsOf }}
    />
  );
}
