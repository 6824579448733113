import { paths, type TThreadMessage } from '@ledgerport/contract';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { companyFolderCrumbs } from '../../../components/company/company-crumbs.ts';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { useCompanyName } from '../../../components/company/use-company-name.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCompanyUuid } from '../../../lib/company/use-company-uuid.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useMarkThreadRead, useMessageActions } from '../api/thread-messages.ts';
import { useThread } from '../api/threads.ts';
import { useThreadMessages } from '../api/use-thread-messages.ts';
import { Composer } from '../components/composer.tsx';
import { plainTextOf, TextDialog } from '../components/edit-message-modal.tsx';
import { ThreadHead } from '../components/thread-head.tsx';
import { ThreadMessage } from '../components/thread-message.tsx';

/** /messages/:threadId?company_uuid=…: one conversation, kept up to date while it is open. */
export function MessageThreadRoute() {
  const { t } = useTranslation();
  const tenantUuid = useCompanyUuid();
  const { threadId } = useParams();
  if (tenantUuid && threadId) return <Thread tenantUuid={tenantUuid} threadUuid={threadId} />;
  return (
    <>
      <PageHeader title={t('messages.pages.messageThread')} crumbs={[{ label: t('messages.pages.messageThread') }]} />
      <TenantNotFound />
    </>
  );
}

function Thread({ tenantUuid, threadUuid }: { tenantUuid: string; threadUuid: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const isStaff = useSignedInUser().audience === 'staff';
  const companyName = useCompanyName(tenantUuid);
  const thread = useThread(tenantUuid, threadUuid);
  const list = useThreadMessages(tenantUuid, threadUuid);
  const actions = useMessageActions({ tenantUuid, threadUuid });
  const markRead = useMarkThreadRead({ tenantUuid, threadUuid });
  const [editing, setEditing] = useState<TThreadMessage | null>(null);
  const [deleting, setDeleting] = useState<TThreadMessage | null>(null);
  const [removing, setRemoving] = useState<TThreadMessage | null>(null);

  // Everything shown is read: once on opening, then whenever a newer message arrives.
  const newest = list.messages.at(-1)?.uuid;
  const markedUpTo = useRef<string | undefined>(undefined);
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (!newest || markedUpTo.current === newest) return;
    markedUpTo.current = newest;
    mark(newest);
  }, [newest, mark]);

  // A new message scrolls into view (the newest is at the bottom).
  const bottom = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (newest) bottom.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newest]);

  const subject = thread.data?.subject;
  const crumbs = [
    ...companyFolderCrumbs(t, isStaff, tenantUuid, companyName),
    { label: t('messages.pages.companyMessages'), to: paths.companyMessages(tenantUuid) },
    { label: subject ?? t('messages.pages.messageThread') },
  ];

  return (
    <>
      <PageHeader title={subject ?? t('messages.pages.messageThread')} crumbs={crumbs} />
      {thread.isError ? (
        <Alert color="red" variant="light">
          {errorText(thread.error)}
        </Alert>
      ) : !thread.data || list.newest.isPending ? (
        <Center py="xl" role="status" aria-label={t('common.loading')}>
          <Loader />
        </Center>
      ) : (
        <Stack gap="sm">
          <ThreadHead thread={thread.data} isStaff={isStaff} />
          {list.hasOlder && (
            <Center>
              <Button variant="default" size="xs" loading={list.loadingOlder} onClick={() => void list.loadEarlier()}>
                {t('messages.loadEarlier')}
              </Button>
            </Center>
          )}
          <Stack gap="sm" role="log" aria-label={t('messages.conversation')} aria-live="polite">
            {list.messages.map((message) => (
              <ThreadMessage
                key={message.uuid}
                tenantUuid={tenantUuid}
                message={message}
                onEdit={(m) => {
                  actions.edit.reset();
                  setEditing(m);
                }}
                onDelete={(m) => {
                  actions.delete.reset();
                  setDeleting(m);
                }}
                onRemove={(m) => {
                  actions.remove.reset();
                  setRemoving(m);
                }}
              />
            ))}
          </Stack>
          <div ref={bottom} />
          <Composer
            thread={thread.data}
            isStaff={isStaff}
            pending={actions.post.isPending}
            error={actions.post.error}
            onSend={(message, done) =>
              actions.post.mutate(message, {
                onSuccess: (posted) => {
                  list.put(posted);
                  done();
                },
              })
            }
          />
        </Stack>
      )}
      <TextDialog
        opened={editing !== null}
        title={t('messages.editTitle')}
        label={t('messages.composer.label')}
        confirmLabel={t('messages.save')}
        initial={editing ? plainTextOf(editing) : ''}
        field="body"
        emptyError={t('errors.rules.messageRequired')}
        onCancel={() => setEditing(null)}
        pending={actions.edit.isPending}
        error={actions.edit.error}
        onConfirm={(body) =>
          editing &&
          actions.edit.mutate(
            { uuid: editing.uuid, body },
            {
              onSuccess: () => {
                setEditing(null);
                list.refresh();
              },
            },
          )
        }
      />
      <TextDialog
        opened={removing !== null}
        title={t('messages.removeTitle')}
        label={t('messages.removeReason')}
        confirmLabel={t('messages.remove')}
        initial=""
        field="reason"
        emptyError={t('errors.rules.reasonRequired')}
        danger
        onCancel={() => setRemoving(null)}
        pending={actions.remove.isPending}
        error={actions.remove.error}
        onConfirm={(reason) =>
          removing &&
          actions.remove.mutate(
            { uuid: removing.uuid, reason },
            {
              onSuccess: () => {
                setRemoving(null);
                list.refresh();
                notifications.show({ color: 'green', message: t('messages.removed') });
              },
            },
          )
        }
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('messages.deleteTitle')}
        confirmLabel={t('messages.delete')}
        onCancel={() => setDeleting(null)}
        pending={actions.delete.isPending}
        error={actions.delete.error}
        onConfirm={() =>
          deleting &&
          actions.delete.mutate(deleting.uuid, {
            onSuccess: () => {
              list.drop(deleting.uuid);
              setDeleting(null);
            },
          })
        }
      >
        {t('messages.deleteMessage')}
      </ConfirmDialog>
    </>
  );
}
