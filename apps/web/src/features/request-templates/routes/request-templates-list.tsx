import { paths, type TRequestTemplateSummary } from '@ledgerport/contract';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlarm, IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useDeleteRequestTemplate } from '../api/delete-request-template.ts';
import { useRequestTemplates } from '../api/get-request-templates.ts';
import { ApplyTemplateModal } from '../components/apply-template-modal.tsx';
import { TemplateFormModal, type TTemplateEditing } from '../components/template-form-modal.tsx';
import { TemplatesTable } from '../components/templates-table.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const PER_PAGE = 20;

/** Request templates (issue 16): a named set of requests, applied to chosen clients or all of them at once. */
export function RequestTemplatesListRoute() {
  const { t } = useTranslation();
  const list = useListParams(PER_PAGE);
  const templates = useRequestTemplates(list.params);
  const [editing, setEditing] = useState<TTemplateEditing>(null);
  const [applying, setApplying] = useState<TRequestTemplateSummary | null>(null);
  const [deleting, setDeleting] = useState<TRequestTemplateSummary | null>(null);
  const remove = useDeleteRequestTemplate();

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.uuid, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('requestTemplates.delete.done') });
        setDeleting(null);
      },
    });

  return (
    <>
      <PageHeader
        title={t('pages.requestTemplates')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.requestTemplates') }]}
      >
        {/*
          The reminders chase what templates ask for, and organizers (issue 33) are the richest kind of request:
          both live one click away, not in the sidebar (24 entries fill an 800 px high window in German).
        */}
        <Group>
          <Button
            component={Link}
            to={paths.organizerTemplates}
            variant="light"
            size="xs"
            leftSection={<IconClipboardList size={16} aria-hidden />}
          >
            {t('pages.organizerTemplates')}
          </Button>
          <Button
            component={Link}
            to={paths.reminderSettings}
            variant="light"
            size="xs"
            leftSection={<IconAlarm size={16} aria-hidden />}
          >
            {t('pages.reminderSettings')}
          </Button>
        </Group>
      </PageHeader>
      <PagedListCard
        list={list}
        query={templates}
        searchPlaceholder={t('requestTemplates.list.searchPlaceholder')}
        debounceMs={SEARCH_DEBOUNCE_MS}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ uuid: null })}>
            {t('requestTemplates.list.create')}
          </Button>
        }
      >
        {(rows) => (
          <TemplatesTable
            {...rows}
            onApply={setApplying}
            onEdit={(template) => setEditing({ uuid: template.uuid })}
            onDelete={(template) => {
              remove.reset();
              setDeleting(template);
            }}
          />
        )}
      </PagedListCard>
      <TemplateFormModal editing={editing} onClose={() => setEditing(null)} />
      <ApplyTemplateModal template={applying} onClose={() => setApplying(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('requestTemplates.delete.title')}
        confirmLabel={t('requestTemplates.delete.confirm')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        pending={remove.isPending}
        error={remove.error}
      >
        {t('requestTemplates.delete.message', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
