import { paths, type TOrganizerTemplateSummary } from '@ledgerport/contract';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useDeleteOrganizerTemplate, useOrganizerTemplates } from '../api/organizer-templates.ts';
import { OrganizerTemplatesTable } from '../components/builder/organizer-templates-table.tsx';
import { StartersModal } from '../components/builder/starters-modal.tsx';
import { SendOrganizerModal } from '../components/send/send-organizer-modal.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const PER_PAGE = 20;

/** /organizer-templates: the firm's organizers to send (issue 33): copy a starter, build one, send it. */
export function OrganizerTemplatesListRoute() {
  const { t } = useTranslation();
  const list = useListParams(PER_PAGE);
  const templates = useOrganizerTemplates(list.params);
  const [startersOpen, setStartersOpen] = useState(false);
  const [sending, setSending] = useState<TOrganizerTemplateSummary | null>(null);
  const [deleting, setDeleting] = useState<TOrganizerTemplateSummary | null>(null);
  const remove = useDeleteOrganizerTemplate();

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.uuid, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('organizers.templates.deleted') });
        setDeleting(null);
      },
    });

  return (
    <>
      <PageHeader
        title={t('pages.organizerTemplates')}
        crumbs={[
          { label: t('pages.dashboard'), to: paths.dashboard },
          { label: t('pages.requestTemplates'), to: paths.requestTemplates },
          { label: t('pages.organizerTemplates') },
        ]}
      />
      <PagedListCard
        list={list}
        query={templates}
        searchPlaceholder={t('organizers.templates.searchPlaceholder')}
        debounceMs={SEARCH_DEBOUNCE_MS}
        actions={
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={() => setStartersOpen(true)}
            >
              {t('organizers.templates.copyStarter')}
            </Button>
            <Button
              component={Link}
              to={paths.organizerTemplate('new')}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('organizers.templates.create')}
            </Button>
          </Group>
        }
      >
        {(rows) => (
          <OrganizerTemplatesTable
            {...rows}
            onSend={setSending}
            onDelete={(template) => {
              remove.reset();
              setDeleting(template);
            }}
          />
        )}
      </PagedListCard>
      <StartersModal opened={startersOpen} onClose={() => setStartersOpen(false)} />
      <SendOrganizerModal template={sending} onClose={() => setSending(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('organizers.templates.deleteTitle')}
        confirmLabel={t('organizers.templates.deleteConfirm')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        pending={remove.isPending}
        error={remove.error}
      >
        {t('organizers.templates.deleteMessage', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
