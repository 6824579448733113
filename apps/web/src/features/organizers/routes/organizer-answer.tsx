import { paths, type TOrganizer } from '@ledgerport/contract';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCloudOff } from '@tabler/icons-react';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { companyEntryCrumbs } from '../../../components/company/company-crumbs.ts';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { MessageAboutLink } from '../../../components/messages/message-about-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCompanyUuid } from '../../../lib/company/use-company-uuid.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useOrganizer } from '../api/get-organizer.ts';
import { confirmSection, submitOrganizer, useOrganizerAction } from '../api/organizer-actions.ts';
import { organizerUploadKey } from '../api/organizer-keys.ts';
import { missingRequired } from '../components/answer/answer-logic.ts';
import { OrganizerForm } from '../components/answer/organizer-form.tsx';
import { SubmitCard } from '../components/answer/submit-card.tsx';
import { useAnswerSaver } from '../components/answer/use-answer-saver.ts';

/** /organizers/{id}?company_uuid=…: the client answers an organizer, one section at a time (issue 33). */
export function OrganizerAnswerRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const tenantUuid = useCompanyUuid();
  const { organizerId = '' } = useParams();
  const isStaff = useSignedInUser().audience === 'staff';
  const organizer = useOrganizer(tenantUuid ?? '', organizerId);
  const crumbs = [
    ...companyEntryCrumbs(t, isStaff),
    ...(tenantUuid ? [{ label: t('pages.requests'), to: paths.clientRequests(tenantUuid) }] : []),
    { label: organizer.data?.title ?? t('pages.organizer') },
  ];
  if (!tenantUuid || (isApiError(organizer.error) && organizer.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('pages.organizer')} crumbs={crumbs} />
        <TenantNotFound />
      </>
    );
  }
  return (
    <>
      <PageHeader title={organizer.data?.title ?? t('pages.organizer')} crumbs={crumbs} />
      {organizer.data ? (
        <AnswerScreen key={organizer.data.uuid} organizer={organizer.data} />
      ) : organizer.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(organizer.error)}
        </Alert>
      ) : (
        <FullPageLoader />
      )}
    </>
  );
}

function AnswerScreen({ organizer }: { organizer: TOrganizer }) {
  const { t } = useTranslation();
  const { day, dateTime } = useFormats();
  const user = useSignedInUser();
  const editable = organizer.status === 'OPEN' && !organizer.locked;
  const saver = useAnswerSaver(organizer, editable);
  // Files still on their way to a question: submitting now would send the organizer without them.
  const uploading = useIsMutating({ mutationKey: organizerUploadKey(organizer.uuid) }) > 0;
  const [sectionIndex, setSectionIndex] = useState(0);
  const confirm = useOrganizerAction(confirmSection);
  const submit = useOrganizerAction(submitOrganizer);
  const ref = { tenantUuid: organizer.tenant_uuid, organizerUuid: organizer.uuid };
  const missing = missingRequired(organizer.sections, saver.valueOf);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('organizers.answer.facts', { year: organizer.tax_year, due: day(organizer.due_on) })}
        </Text>
        <MessageAboutLink
          tenantUuid={organizer.tenant_uuid}
          kind="ORGANIZER"
          uuid={organizer.uuid}
          label={t('messages.about.client')}
        />
      </Group>
      {saver.unsent && (
        <Alert color="orange" variant="light" icon={<IconCloudOff size={18} aria-hidden />} role="status">
          {t('organizers.answer.offline')}
        </Alert>
      )}
      {organizer.status === 'SUBMITTED' && (
        <Alert color="blue" variant="light">
          {t('organizers.answer.submittedOn', {
            time: organizer.submitted_at ? dateTime(organizer.submitted_at) : '',
          })}
        </Alert>
      )}
      {organizer.status === 'DONE' && (
        <Alert color="green" variant="light">
          {t('organizers.answer.accepted')}
        </Alert>
      )}
      {organizer.status === 'OPEN' && Object.keys(organizer.comments).length > 0 && (
        <Alert color="orange" variant="light">
          {t('organizers.answer.returned', { count: Object.keys(organizer.comments).length })}
        </Alert>
      )}
      <OrganizerForm
        sections={organizer.sections}
        organizer={organizer}
        valueOf={saver.valueOf}
        onChange={saver.change}
        editable={editable}
        notes={saver.notes}
        selfName={user.name}
        onConfirmSection={(sectionKey) => confirm.mutate({ ...ref, sectionKey })}
        confirming={confirm.isPending ? confirm.variables.sectionKey : null}
        sectionIndex={sectionIndex}
        onSectionIndex={setSectionIndex}
        footer={
          editable && (
            <SubmitCard
              sections={organizer.sections}
              missing={missing}
              unsaved={saver.busy || saver.unsent || uploading}
              onSubmit={() =>
                submit.mutate(ref, {
                  onSuccess: () => notifications.show({ color: 'green', message: t('organizers.answer.submitted') }),
                })
              }
              submitting={submit.isPending}
              error={submit.error}
              onOpenSection={setSectionIndex}
            />
          )
        }
      />
    </Stack>
  );
}
