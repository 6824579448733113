import { UPLOAD_TYPES, paths, type TDocumentRequest, type TUploadType } from '@ledgerport/contract';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconUpload } from '@tabler/icons-react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeatureOn } from '../../../lib/feature-flags/feature-on.tsx';
import { Can } from '../../../lib/permissions/can.tsx';
import { MessageAboutLink } from '../../../components/messages/message-about-link.tsx';
import { RequestDocuments } from './request-documents.tsx';
import { RequestDoneNote } from './request-done-note.tsx';
import { RequestSummary } from './request-summary.tsx';
import { RequestUpload } from './request-upload.tsx';

const isUploadKind = (request: TDocumentRequest): request is TDocumentRequest & { kind: TUploadType } =>
  (UPLOAD_TYPES as readonly string[]).includes(request.kind);

type TClientRequestCardProps = {
  request: TDocumentRequest;
  /** The request an e-mail's link named: marked, and focusable so the page can move to it. */
  linked?: boolean;
  cardRef?: Ref<HTMLDivElement>;
};

/** One request as the client reads it, with the way to fulfil it while it is open. */
export function ClientRequestCard({ request, linked = false, cardRef }: TClientRequestCardProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const headingId = `request-${request.uuid}`;
  return (
    <Paper
      ref={cardRef}
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      tabIndex={linked ? -1 : undefined}
      style={{
        borderColor: request.overdue
          ? 'var(--mantine-color-red-6)'
          : linked
            ? 'var(--mantine-primary-color-filled)'
            : undefined,
        borderWidth: request.overdue || linked ? 2 : undefined,
      }}
    >
      <Stack gap="xs">
        <RequestSummary request={request} headingId={headingId} />
        {request.status === 'OPEN' && request.return_note && (
          <Alert color="orange" variant="light" title={t('requests.returnNoteTitle')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {request.return_note}
            </Text>
          </Alert>
        )}
        <RequestDoneNote request={request} />
        <RequestDocuments request={request} />
        {request.status === 'OPEN' && <Fulfil request={request} uploading={uploading} setUploading={setUploading} />}
        <Group justify="flex-start">
          <MessageAboutLink
            tenantUuid={request.tenant_uuid}
            kind="REQUEST"
            uuid={request.uuid}
            label={t('messages.about.client')}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

type TFulfilProps = { request: TDocumentRequest; uploading: boolean; setUploading: (on: boolean) => void };

/**
 * Upload kinds take files here; sales tax and payroll are sent on their own forms, which fulfil the request; an
 * organizer is answered on its own screen.
 */
function Fulfil({ request, uploading, setUploading }: TFulfilProps) {
  const { t } = useTranslation();
  if (request.kind === 'SALES_TAX' || request.kind === 'PAYROLL') {
    const sales = request.kind === 'SALES_TAX';
    return (
      <Can permission={sales ? 'submit sales tax' : 'submit payroll'}>
        <FeatureOn feature={sales ? 'SALES_TAX_SUBMISSION' : 'PAYROLL_SUBMISSION'} fallback={<SwitchedOff />}>
          <Group justify="flex-end">
            <Button
              component={Link}
              to={sales ? paths.salesTaxSubmit(request.tenant_uuid) : paths.payrollSubmit(request.tenant_uuid)}
              rightSection={<IconArrowRight size={16} aria-hidden />}
              aria-label={t(sales ? 'requests.client.sendSalesTaxFor' : 'requests.client.sendPayrollFor', {
                title: request.title,
              })}
            >
              {t(sales ? 'requests.client.sendSalesTax' : 'requests.client.sendPayroll')}
            </Button>
          </Group>
        </FeatureOn>
      </Can>
    );
  }
  if (request.kind === 'ORGANIZER') {
    return (
      <Group justify="flex-end">
        <Button
          component={Link}
          to={paths.organizer(request.tenant_uuid, request.uuid)}
          rightSection={<IconArrowRight size={16} aria-hidden />}
          aria-label={t('requests.client.answerOrganizerFor', { title: request.title })}
        >
          {t('requests.client.answerOrganizer')}
        </Button>
      </Group>
    );
  }
  if (!isUploadKind(request)) return null;
  return (
    <Can permission="upload files">
      <FeatureOn feature="CLIENT_FILE_UPLOAD" clientsOnly fallback={<SwitchedOff />}>
        {uploading ? (
          <RequestUpload request={request} onDone={() => setUploading(false)} />
        ) : (
          <Group justify="flex-end">
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => setUploading(true)}
              aria-label={t('requests.client.uploadFor', { title: request.title })}
            >
              {t('requests.client.upload')}
            </Button>
          </Group>
        )}
      </FeatureOn>
    </Can>
  );
}

/** Where the firm switched the way of sending this off: the button is gone (the server would refuse it), and why. */
function SwitchedOff() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" ta="right">
      {t('requests.client.switchedOff')}
    </Text>
  );
}
