import { paths, type TOrganizerSection, type TOrganizerTemplate } from '@ledgerport/contract';
import { Alert, Button, Card, Group, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import {
  organizerTemplateQueryOptions,
  useCreateOrganizerTemplate,
  useUpdateOrganizerTemplate,
} from '../api/organizer-templates.ts';
import { draftProblems, newSection } from '../components/builder/draft.ts';
import { SectionsEditor } from '../components/builder/sections-editor.tsx';
import { TemplatePreview } from '../components/builder/template-preview.tsx';
import { SendOrganizerModal } from '../components/send/send-organizer-modal.tsx';

/** The address of a template not saved yet. */
const NEW_TEMPLATE = 'new';

/** /organizer-templates/{id} (or /new): the builder of one template, its preview, and Send. */
export function OrganizerTemplateEditRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { templateId = NEW_TEMPLATE } = useParams();
  const isNew = templateId === NEW_TEMPLATE;
  const template = useQuery({ ...organizerTemplateQueryOptions(templateId), enabled: !isNew });
  const crumbs = [
    { label: t('pages.dashboard'), to: paths.dashboard },
    { label: t('pages.organizerTemplates'), to: paths.organizerTemplates },
    { label: template.data?.name ?? t('pages.organizerTemplate') },
  ];
  return (
    <>
      <PageHeader title={template.data?.name ?? t('organizers.builder.newTitle')} crumbs={crumbs} />
      {isNew ? (
        <Builder template={null} onReload={() => undefined} />
      ) : template.data ? (
        <Builder
          key={`${template.data.uuid} ${template.data.revision}`}
          template={template.data}
          onReload={() => void template.refetch()}
        />
      ) : template.isError ? (
        <Alert color="red" variant="light" role="alert">
          {isApiError(template.error) && template.error.status === 404
            ? t('organizers.builder.notFound')
            : errorText(template.error)}
        </Alert>
      ) : (
        <FullPageLoader />
      )}
    </>
  );
}

function Builder({ template, onReload }: { template: TOrganizerTemplate | null; onReload: () => void }) {
  const { t } = useTranslation();
  const { errorText, fieldIssueText } = useErrorText();
  const navigate = useNavigate();
  const [name, setName] = useState(template?.name ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [sections, setSections] = useState<TOrganizerSection[]>(
    () =>
      template?.sections ?? [newSection([], t('organizers.builder.newSection'), t('organizers.builder.newQuestion'))],
  );
  const [revision, setRevision] = useState(template?.revision ?? 0);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const create = useCreateOrganizerTemplate();
  const update = useUpdateOrganizerTemplate();
  const saving = create.isPending || update.isPending;
  const saveError = create.error ?? update.error;
  const changedMeanwhile = isApiError(saveError) && saveError.code === 'CHANGED_MEANWHILE';
  const problems = draftProblems(sections);
  const shownProblems = tried ? problems : [];
  const nameMissing = tried && !name.trim();
  const nameIssue = isApiError(saveError) ? saveError.details.find((issue) => issue.field === 'name') : undefined;

  const save = () => {
    setTried(true);
    if (problems.length > 0 || !name.trim()) return;
    const body = { name, description, sections };
    if (!template) {
      create.mutate(body, {
        onSuccess: (created) => {
          notifications.show({ color: 'green', message: t('organizers.builder.created') });
          void navigate(paths.organizerTemplate(created.uuid), { replace: true });
        },
      });
      return;
    }
    update.mutate(
      { uuid: template.uuid, body: { ...body, revision } },
      {
        onSuccess: (saved) => {
          setRevision(saved.revision);
          notifications.show({ color: 'green', message: t('organizers.builder.saved', { version: saved.version }) });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <TextInput
            label={t('organizers.builder.name')}
            value={name}
            maxLength={200}
            required
            onChange={(event) => setName(event.currentTarget.value)}
            error={
              nameMissing
                ? t('organizers.builder.problems.nameRequired')
                : nameIssue
                  ? fieldIssueText(nameIssue)
                  : undefined
            }
          />
          <Textarea
            label={t('organizers.builder.description')}
            autosize
            minRows={1}
            maxLength={2000}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          {template && (
            <Alert color="gray" variant="light">
              {t('organizers.builder.versionNote', { version: template.version })}
            </Alert>
          )}
        </Stack>
      </Card>
      {changedMeanwhile ? (
        <Alert color="orange" variant="light" role="alert" title={t('organizers.builder.changedMeanwhile')}>
          <Stack gap="xs" align="flex-start">
            {t('organizers.builder.changedMeanwhileText')}
            <Button size="xs" variant="light" onClick={onReload}>
              {t('organizers.builder.reload')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        saveError &&
        !nameIssue && (
          <Alert color="red" variant="light" role="alert">
            {errorText(saveError)}
          </Alert>
        )
      )}
      {shownProblems.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {t('organizers.builder.fixProblems', { count: shownProblems.length })}
        </Alert>
      )}
      <Tabs defaultValue="questions" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="questions">{t('organizers.builder.questionsTab')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('organizers.builder.previewTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="questions" pt="md">
          <SectionsEditor sections={sections} onChange={setSections} problems={shownProblems} />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          <TemplatePreview sections={sections} />
        </Tabs.Panel>
      </Tabs>
      {/* Above the app's fixed footer (none on a phone), never behind it, on a long template. */}
      <Group
        gap="sm"
        justify="flex-end"
        pos="sticky"
        bottom="var(--app-shell-footer-offset, 0rem)"
        py="sm"
        bg="var(--mantine-color-body)"
      >
        {template && (
          <Button variant="light" leftSection={<IconSend size={16} aria-hidden />} onClick={() => setSending(true)}>
            {t('organizers.send.open')}
          </Button>
        )}
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          loading={saving}
          loaderProps={{ 'aria-hidden': true }}
          onClick={save}
        >
          {t('organizers.builder.save')}
        </Button>
      </Group>
      {template && <SendOrganizerModal template={sending ? template : null} onClose={() => setSending(false)} />}
    </Stack>
  );
}
