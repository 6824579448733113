import { paths, type TOrganizerTemplateSummary } from '@ledgerport/contract';
import { IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../../components/data-table.tsx';
import type { TPagedRows } from '../../../../components/paged-list-card.tsx';
import type { TRowAction } from '../../../../components/row-actions.tsx';
import { dateTimeFormat } from '../../../../lib/intl-cache.ts';

type TOrganizerTemplatesTableProps = TPagedRows<TOrganizerTemplateSummary> & {
  onSend: (template: TOrganizerTemplateSummary) => void;
  onDelete: (template: TOrganizerTemplateSummary) => void;
};

export function OrganizerTemplatesTable({ onSend, onDelete, ...paged }: TOrganizerTemplatesTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const changed = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const actionsOf = (template: TOrganizerTemplateSummary): TRowAction[] => [
    {
      key: 'send',
      label: t('organizers.templates.sendShort'),
      ariaLabel: t('organizers.templates.send', { name: template.name }),
      icon: <IconSend size={18} aria-hidden />,
      onClick: () => onSend(template),
    },
    {
      key: 'edit',
      label: t('organizers.templates.editShort'),
      ariaLabel: t('organizers.templates.edit', { name: template.name }),
      icon: <IconPencil size={18} aria-hidden />,
      onClick: () => void navigate(paths.organizerTemplate(template.uuid)),
      iconOnly: true,
    },
    {
      key: 'delete',
      label: t('organizers.templates.deleteShort'),
      ariaLabel: t('organizers.templates.delete', { name: template.name }),
      icon: <IconTrash size={18} aria-hidden />,
      onClick: () => onDelete(template),
      iconOnly: true,
      color: 'red',
    },
  ];
  return (
    <DataTable
      {...paged}
      label={t('pages.organizerTemplates')}
      rowKey={(template) => template.uuid}
      columns={[
        {
          key: 'name',
          header: t('organizers.templates.columns.name'),
          truncate: { maxWidth: 280, text: (template) => template.name },
          cell: (template) => template.name,
        },
        {
          key: 'questions',
          header: t('organizers.templates.columns.questions'),
          cell: (template) => template.question_count,
        },
        {
          key: 'version',
          priority: 3,
          header: t('organizers.templates.columns.version'),
          cell: (template) => template.version,
        },
        {
          key: 'sent',
          priority: 2,
          header: t('organizers.templates.columns.sent'),
          cell: (template) => template.sent_count,
        },
        {
          key: 'updated',
          priority: 3,
          header: t('organizers.templates.columns.updated'),
          cell: (template) => changed.format(new Date(template.updated_at)),
        },
      ]}
      rowActions={{
        header: t('organizers.templates.columns.action'),
        rowName: (template) => template.name,
        of: actionsOf,
      }}
    />
  );
}
