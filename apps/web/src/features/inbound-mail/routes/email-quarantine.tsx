import type { THeldMessage } from '@ledgerport/contract';
import { Alert, Card, Center, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useDecideHeldMessage } from '../api/decide-held-message.ts';
import { useHeldMessages } from '../api/get-held-messages.ts';
import { HeldMessageCard } from '../components/held-message-card.tsx';

type TPending = { message: THeldMessage; decision: 'accept' | 'reject' };

/**
 * The quarantine of e-mail in (issue 32): messages to a company's or request's address from someone who is not
 * one of its users, or whose From DMARC says is forged. Accept files them as the company's (after a confirmation
 * naming where); reject deletes their files.
 */
export function EmailQuarantineRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 400);
  const held = useHeldMessages(page, debounced);
  const decide = useDecideHeldMessage();
  const [pending, setPending] = useState<TPending | null>(null);

  const confirm = () => {
    if (!pending) return;
    const { message, decision } = pending;
    decide.mutate(
      { tenantUuid: message.tenant_uuid, messageUuid: message.uuid, decision },
      {
        onSuccess: () => {
          setPending(null);
          notifications.show({
            color: 'green',
            message: t(decision === 'accept' ? 'inboundMail.accepted' : 'inboundMail.rejected'),
          });
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={t('pages.emailQuarantine')} crumbs={[{ label: t('pages.emailQuarantine') }]} />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('inboundMail.intro')}
          </Text>
          <TextInput
            label={t('inboundMail.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            maw={360}
          />
          {held.isError && (
            <Alert color="red" variant="light">
              {errorText(held.error)}
            </Alert>
          )}
          {held.isPending && (
            <Center>
              <Loader size="sm" aria-label={t('common.loading')} />
            </Center>
          )}
          {held.data?.data.length === 0 && <Text>{t('inboundMail.empty')}</Text>}
          {held.data?.data.map((message) => (
            <HeldMessageCard
              key={message.uuid}
              message={message}
              onAccept={() => setPending({ message, decision: 'accept' })}
              onReject={() => setPending({ message, decision: 'reject' })}
            />
          ))}
          {held.data && held.data.last_page > 1 && (
            <Pagination value={page} onChange={setPage} total={held.data.last_page} />
          )}
        </Stack>
      </Card>
      <ConfirmDialog
        opened={pending !== null}
        title={t(pending?.decision === 'reject' ? 'inboundMail.confirmRejectTitle' : 'inboundMail.confirmAcceptTitle')}
        confirmLabel={t(pending?.decision === 'reject' ? 'inboundMail.reject' : 'inboundMail.accept')}
        onConfirm={confirm}
        onCancel={() => {
          setPending(null);
          decide.reset();
        }}
        pending={decide.isPending}
        error={decide.error}
      >
        {pending &&
          t(pending.decision === 'reject' ? 'inboundMail.confirmReject' : 'inboundMail.confirmAccept', {
            count: pending.message.attachments.length,
            company: pending.message.tenant_name,
            sender: pending.message.from_address,
          })}
      </ConfirmDialog>
    </>
  );
}
