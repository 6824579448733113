import type { TFileEntry, TFileLink } from '@ledgerport/contract';
import { Alert, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessageAboutLink } from '../../../components/messages/message-about-link.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePreviewLink } from '../../../lib/file-download/get-file-link.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { DocumentRecordPanel } from './document-record-panel.tsx';
import { TextPreview } from './text-preview.tsx';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';

type TFilePreviewModalProps = {
  tenantUuid: string;
  /** The file to show; null when the modal is closed. */
  entry: TFileEntry | null;
  onClose: () => void;
  onDownload: (entry: TFileEntry) => void;
};

/**
 * 'View File' (spec §2). Everything is shown by the browser itself: images, PDFs in its own viewer, text as text.
 * No outside viewer service ever sees a file: these are confidential tax documents (DESIGN).
 */
export function FilePreviewModal({ tenantUuid, entry, onClose, onDownload }: TFilePreviewModalProps) {
  const { t } = useTranslation();
  const isPhone = usePhoneLayout();
  const isStaff = useSignedInUser().audience === 'staff';
  const { can } = usePermissions();
  return (
    <Modal opened={entry !== null} onClose={onClose} title={t('files.viewFile')} size="xl" fullScreen={isPhone}>
      {entry && (
        <Stack gap="md">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {entry.file}
          </Text>
          <PreviewBody tenantUuid={tenantUuid} entry={entry} />
          {isStaff && can('review files') && <DocumentRecordPanel tenantUuid={tenantUuid} documentUuid={entry.id} />}
          <Group justify="flex-end">
            <MessageAboutLink
              tenantUuid={tenantUuid}
              kind="FILE"
              uuid={entry.id}
              label={t(isStaff ? 'messages.about.staff' : 'messages.about.client')}
            />
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => onDownload(entry)}>
              {t('files.download')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function PreviewBody({ tenantUuid, entry }: { tenantUuid: string; entry: TFileEntry }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const link = usePreviewLink(tenantUuid, entry.path);
  if (link.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (link.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(link.error)}
      </Alert>
    );
  }
  return <LinkedPreview link={link.data} name={entry.file} />;
}

export function LinkedPreview({ link, name }: { link: TFileLink; name: string }) {
  const { t } = useTranslation();
  switch (link.preview) {
    case 'image':
      return <Image src={link.url} alt={name} fit="contain" mah="70vh" />;
    case 'pdf':
      return <iframe src={link.url} title={name} style={{ width: '100%', height: '70vh', border: 0 }} />;
    case 'text':
      return <TextPreview url={link.url} />;
    case 'none':
      return (
        <Alert color="blue" variant="light">
          {t('files.downloadOnly')}
        </Alert>
      );
  }
}
