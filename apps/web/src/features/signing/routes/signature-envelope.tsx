import { paths, type TEnvelope, type TEnvelopeSigner } from '@ledgerport/contract';
import { Alert, Group, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { MessageAboutLink } from '../../../components/messages/message-about-link.tsx';
import { useCompanyUuid } from '../../../lib/company/use-company-uuid.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { envelopeQueryOptions } from '../api/get-envelope.ts';
import { EnvelopeDownloads } from '../components/envelope-downloads.tsx';
import { EnvelopeFacts } from '../components/envelope-facts.tsx';
import { EnvelopeSigners } from '../components/envelope-signers.tsx';
import { EnvelopeTimeline } from '../components/envelope-timeline.tsx';
import { PaperCopyDialog } from '../components/paper-copy-dialog.tsx';
import { useEnvelopeActions } from '../components/use-envelope-actions.tsx';

/** /signatures/envelope?company_uuid=…&envelope=…: one envelope after it was sent, as staff follow it. */
export function SignatureEnvelopeRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [searchParams] = useSearchParams();
  const tenantUuid = useCompanyUuid();
  const envelopeUuid = searchParams.get('envelope');
  const envelope = useQuery({
    ...envelopeQueryOptions(tenantUuid ?? '', envelopeUuid ?? ''),
    enabled: !!tenantUuid && !!envelopeUuid,
  });
  const loaded = envelope.data;
  const crumbs = [
    { label: t('pages.signatures'), to: paths.signatures },
    ...(loaded
      ? // The page's name, not the company's: a long company name in one crumb runs past a phone's width.
        [{ label: t('pages.tenantSignatures'), to: paths.tenantSignatures(loaded.tenant_uuid) }]
      : []),
    { label: t('pages.signatureEnvelope') },
  ];
  return (
    <>
      <PageHeader title={loaded?.title ?? t('pages.signatureEnvelope')} crumbs={crumbs} />
      {!tenantUuid || !envelopeUuid ? (
        <TenantNotFound />
      ) : envelope.isError ? (
        <Alert color="red">{errorText(envelope.error)}</Alert>
      ) : !loaded ? (
        <Loader />
      ) : (
        <EnvelopeView envelope={loaded} />
      )}
    </>
  );
}

function EnvelopeView({ envelope }: { envelope: TEnvelope }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const manage = can('manage signatures');
  const envelopeActions = useEnvelopeActions(manage);
  const [paperFor, setPaperFor] = useState<TEnvelopeSigner | null>(null);
  const actions = envelopeActions.actionsOf({ ...envelope, original_path: envelope.original.path });
  const signerAction = (signer: TEnvelopeSigner) => actions.find((a) => a.key === `resend-${signer.uuid}`);
  return (
    <Stack gap="md">
      {envelope.status === 'draft' && (
        <Alert color="blue" variant="light">
          {t('signing.envelope.isDraft')}
        </Alert>
      )}
      <EnvelopeDownloads envelope={envelope} actions={actions.filter((a) => !a.key.startsWith('resend-'))} />
      <EnvelopeFacts envelope={envelope} />
      <Group>
        <MessageAboutLink
          tenantUuid={envelope.tenant_uuid}
          kind="SIGNATURE"
          uuid={envelope.uuid}
          label={t('messages.about.staff')}
        />
      </Group>
      <EnvelopeSigners envelope={envelope} actionOf={signerAction} onPaperCopy={manage ? setPaperFor : null} />
      <EnvelopeTimeline tenantUuid={envelope.tenant_uuid} envelopeUuid={envelope.uuid} />
      {envelopeActions.dialogs}
      <PaperCopyDialog envelope={envelope} signer={paperFor} onClose={() => setPaperFor(null)} />
    </Stack>
  );
}
