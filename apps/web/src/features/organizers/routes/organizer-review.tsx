import { paths, type TOrganizer } from '@ledgerport/contract';
import { Alert, Anchor, Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconCheck, IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { companyFolderCrumbs } from '../../../components/company/company-crumbs.ts';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { useCompanyName } from '../../../components/company/use-company-name.ts';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { MessageAboutLink } from '../../../components/messages/message-about-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCompanyUuid } from '../../../lib/company/use-company-uuid.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { useOrganizer } from '../api/get-organizer.ts';
import { acceptOrganizer, exportOrganizer, returnOrganizer, useOrganizerAction } from '../api/organizer-actions.ts';
import { shownQuestions } from '../components/answer/answer-logic.ts';
import { ReviewQuestion } from '../components/review/review-question.tsx';

const STATUS_COLORS = { OPEN: 'blue', SUBMITTED: 'yellow', DONE: 'green', CANCELLED: 'gray' } as const;

/** /tenant/organizers/{id}?company_uuid=…: staff read the answers, comment, return or accept, and export. */
export function OrganizerReviewRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const tenantUuid = useCompanyUuid();
  const { organizerId = '' } = useParams();
  const companyName = useCompanyName(tenantUuid ?? '');
  const organizer = useOrganizer(tenantUuid ?? '', organizerId);
  const crumbs = [
    ...companyFolderCrumbs(t, true, tenantUuid, companyName),
    ...(tenantUuid ? [{ label: t('pages.tenantRequests'), to: paths.tenantRequests(tenantUuid) }] : []),
    { label: organizer.data?.title ?? t('pages.organizerReview') },
  ];
  if (!tenantUuid || (isApiError(organizer.error) && organizer.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('pages.organizerReview')} crumbs={crumbs} />
        <TenantNotFound />
      </>
    );
  }
  return (
    <>
      <PageHeader title={organizer.data?.title ?? t('pages.organizerReview')} crumbs={crumbs} />
      {organizer.data ? (
        <Review key={organizer.data.uuid} organizer={organizer.data} companyName={companyName} />
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

function Review({ organizer, companyName }: { organizer: TOrganizer; companyName?: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { day, dateTime } = useFormats();
  const [comments, setComments] = useState<Record<string, string>>({});
  const returning = useOrganizerAction(returnOrganizer);
  const accepting = useOrganizerAction(acceptOrganizer);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const ref = { tenantUuid: organizer.tenant_uuid, organizerUuid: organizer.uuid };
  const shown = shownQuestions(organizer.sections, (key) => organizer.answers[key]?.value);
  const waiting = organizer.status === 'SUBMITTED' && !organizer.locked;
  const written = Object.entries(comments)
    .map(([question, text]) => ({ question, text: text.trim() }))
    .filter((comment) => comment.text && shown.has(comment.question));

  const sendBack = () =>
    returning.mutate(
      { ...ref, body: { comments: written } },
      {
        onSuccess: () => {
          setComments({});
          notifications.show({ color: 'green', message: t('organizers.review.returned') });
        },
      },
    );
  const accept = () =>
    accepting.mutate(ref, {
      onSuccess: () => notifications.show({ color: 'green', message: t('organizers.review.acceptedNote') }),
    });
  const download = (format: 'csv' | 'xlsx') => {
    setExporting(format);
    exportOrganizer({ ...ref, format })
      .catch((error: unknown) => notifications.show({ color: 'red', message: errorText(error) }))
      .finally(() => setExporting(null));
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color={STATUS_COLORS[organizer.status]} variant="light" tt="none">
              {t(`requests.status.${organizer.status}`)}
            </Badge>
            {organizer.locked && (
              <Badge color="gray" variant="light" tt="none">
                {t('organizers.review.locked')}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {t('organizers.review.facts', {
              company: companyName ?? '',
              year: organizer.tax_year,
              due: day(organizer.due_on),
              recipient: organizer.recipient_name ?? t('organizers.review.allUsers'),
            })}
          </Text>
          <Text size="sm">
            {t('organizers.answer.progress', {
              answered: organizer.progress.answered,
              required: organizer.progress.required,
            })}
            {organizer.submitted_at &&
              ` · ${t('organizers.review.submittedAt', { time: dateTime(organizer.submitted_at) })}`}
          </Text>
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exporting === 'csv'}
              onClick={() => download('csv')}
            >
              {t('organizers.review.exportCsv')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exporting === 'xlsx'}
              onClick={() => download('xlsx')}
            >
              {t('organizers.review.exportXlsx')}
            </Button>
            {organizer.export_file_uuid && (
              <Anchor component={Link} to={paths.company(organizer.tenant_uuid, companyName)} size="sm">
                <Group gap={4} component="span">
                  <IconFileTypePdf size={16} aria-hidden />
                  {t('organizers.review.pdfInFolders')}
                </Group>
              </Anchor>
            )}
            <MessageAboutLink
              tenantUuid={organizer.tenant_uuid}
              kind="ORGANIZER"
              uuid={organizer.uuid}
              label={t('messages.about.staff')}
            />
          </Group>
        </Stack>
      </Card>
      {organizer.sections.map((section) => (
        <Card
          key={section.key}
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-labelledby={`section-${section.key}`}
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id={`section-${section.key}`}>
              {section.title}
            </Title>
            {section.questions.map((question, index) => (
              <Stack key={question.key} gap="sm">
                {index > 0 && <Divider />}
                <ReviewQuestion
                  organizer={organizer}
                  question={question}
                  shown={shown.has(question.key)}
                  comment={comments[question.key] ?? ''}
                  onComment={(text) => setComments((current) => ({ ...current, [question.key]: text }))}
                  commenting={waiting}
                />
              </Stack>
            ))}
          </Stack>
        </Card>
      ))}
      {waiting && (
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Text size="sm">
              {written.length > 0
                ? t('organizers.review.returnWith', { count: written.length })
                : t('organizers.review.returnHint')}
            </Text>
            {(returning.isError || accepting.isError) && (
              <Alert color="red" variant="light" role="alert">
                {errorText(returning.error ?? accepting.error)}
              </Alert>
            )}
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconArrowBackUp size={16} aria-hidden />}
                disabled={written.length === 0}
                loading={returning.isPending}
                loaderProps={{ 'aria-hidden': true }}
                onClick={sendBack}
              >
                {t('organizers.review.return')}
              </Button>
              <Button
                color="green"
                leftSection={<IconCheck size={16} aria-hidden />}
                disabled={written.length > 0}
                loading={accepting.isPending}
                loaderProps={{ 'aria-hidden': true }}
                onClick={accept}
              >
                {t('organizers.review.accept')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
