import { paths, type TEnvelope } from '@ledgerport/contract';
import { Alert, Button, Card, Group, List, Loader, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { companyUsersQueryOptions } from '../api/get-company-users.ts';
import { documentQueryOptions } from '../api/get-document.ts';
import { envelopeQueryOptions } from '../api/get-envelope.ts';
import { useSendEnvelope } from '../api/send-envelope.ts';
import { envelopePath } from '../api/signing-keys.ts';
import { useUpdateEnvelope } from '../api/update-envelope.ts';
import { FieldEditor } from '../editor/field-editor.tsx';
import { draftOf, requestOf, sendBlockers, type TEnvelopeDraft } from '../prepare/draft.ts';
import { EnvelopeSettings } from '../prepare/envelope-settings.tsx';
import { SignersEditor } from '../prepare/signers-editor.tsx';
import { TemplateBar } from '../prepare/template-bar.tsx';

/** /signatures/prepare?company_uuid=…&envelope=…: staff prepare a draft (signers, fields) and send it. */
export function PrepareEnvelopeRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const tenantUuid = searchParams.get('company_uuid');
  const envelopeUuid = searchParams.get('envelope');
  const envelope = useQuery({
    ...envelopeQueryOptions(tenantUuid ?? '', envelopeUuid ?? ''),
    enabled: !!tenantUuid && !!envelopeUuid,
  });
  const { errorText } = useErrorText();
  const crumbs = [{ label: t('pages.signatures'), to: paths.signatures }, { label: t('pages.signaturePrepare') }];
  return (
    <>
      <PageHeader title={envelope.data?.title ?? t('pages.signaturePrepare')} crumbs={crumbs} />
      {!tenantUuid || !envelopeUuid ? (
        <TenantNotFound />
      ) : envelope.isError ? (
        <Alert color="red">{errorText(envelope.error)}</Alert>
      ) : !envelope.data ? (
        <Loader />
      ) : envelope.data.status !== 'draft' ? (
        // Sent (just now, or an old link): staff follow it on its own screen.
        <Navigate replace to={paths.signatureEnvelope(tenantUuid, envelopeUuid)} />
      ) : (
        <PrepareForm key={envelope.data.uuid} envelope={envelope.data} />
      )}
    </>
  );
}

function PrepareForm({ envelope: loaded }: { envelope: TEnvelope }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [envelope, setEnvelope] = useState(loaded);
  const [draft, setDraft] = useState<TEnvelopeDraft>(() => draftOf(loaded));
  const tenantUuid = envelope.tenant_uuid;
  const users = useQuery(companyUsersQueryOptions(tenantUuid));
  const document = useQuery(documentQueryOptions(envelopePath(tenantUuid, envelope.uuid), 'session'));
  const save = useUpdateEnvelope();
  const send = useSendEnvelope();
  const blockers = sendBlockers(draft);
  const ref = { tenantUuid, envelopeUuid: envelope.uuid };

  const saveDraft = (then?: () => void) =>
    save.mutate(
      { ...ref, draft: requestOf(draft) },
      {
        onSuccess: (saved) => {
          setEnvelope(saved);
          setDraft(draftOf(saved));
          if (then) then();
          else notifications.show({ color: 'green', message: t('signing.prepare.saved') });
        },
      },
    );
  // Not mutate's own onSuccess: sending refreshes the envelope, which takes this form off the screen (the page
  // moves to the envelope's own screen), and the callback of an unmounted mutation never runs; a promise does.
  const saveAndSend = () =>
    saveDraft(() => {
      send
        .mutateAsync(ref)
        .then(() => notifications.show({ color: 'green', message: t('signing.prepare.sent') }))
        .catch(() => {}); // shown from send.error below
    });
  const failure = save.error ?? send.error;
  const activeUsers = (users.data?.data ?? []).filter((u) => u.status === 'ACTIVE');

  return (
    <Stack gap="md">
      <Card withBorder radius="md">
        <Stack gap="md">
          <EnvelopeSettings draft={draft} onChange={setDraft} />
          <Title order={2} size="h4">
            {t('signing.prepare.signers')}
          </Title>
          <SignersEditor draft={draft} users={activeUsers} onChange={setDraft} />
          <TemplateBar
            envelope={envelope}
            draft={draft}
            onApplied={(applied) => {
              setEnvelope(applied);
              setDraft({ ...draftOf(applied), signers: draft.signers });
            }}
          />
        </Stack>
      </Card>
      {draft.signers.length > 0 && (
        <Card withBorder radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('signing.prepare.fields')}
          </Title>
          <FieldEditor
            pages={envelope.original.pages}
            bytes={document.data}
            signers={draft.signers.map((s, i) => ({
              position: i + 1,
              name: s.name.trim() || t('signing.prepare.signerN', { n: i + 1 }),
            }))}
            fields={draft.fields}
            onChange={(fields) => setDraft({ ...draft, fields })}
          />
        </Card>
      )}
      {failure != null && (
        <Alert color="red" variant="light">
          {errorText(failure)}
        </Alert>
      )}
      {blockers.length > 0 && (
        <Alert color="orange" variant="light" title={t('signing.prepare.beforeSending')}>
          <List size="sm">
            {blockers.map((key) => (
              <List.Item key={key}>{t(key)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group gap="sm">
        <Button variant="default" loading={save.isPending && !send.isPending} onClick={() => saveDraft()}>
          {t('signing.prepare.save')}
        </Button>
        <Button disabled={blockers.length > 0} loading={send.isPending} onClick={saveAndSend}>
          {t('signing.prepare.send')}
        </Button>
      </Group>
    </Stack>
  );
}
