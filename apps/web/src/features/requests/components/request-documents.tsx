import { paths, type TDocumentRequest } from '@ledgerport/contract';
import { Anchor, Group } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { folderLabel } from '../../../lib/folder-names.ts';

/** The folder view of a tenant opened at one folder (the folder view keeps the open folder in `path`). */
const folderView = (tenantUuid: string, folder: string) =>
  `${paths.company(tenantUuid)}&${new URLSearchParams({ path: folder })}`;

/** The files sent for a request; each links to the folder it is stored in. */
export function RequestDocuments({ request }: { request: TDocumentRequest }) {
  const { t } = useTranslation();
  if (request.documents.length === 0) return null;
  return (
    <Group gap="xs" component="ul" aria-label={t('requests.files')} p={0} m={0} style={{ listStyle: 'none' }}>
      {request.documents.map((document) => (
        <Group key={document.uuid} component="li" gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconPaperclip size={14} aria-hidden />
          <Anchor
            component={Link}
            to={folderView(request.tenant_uuid, document.folder)}
            size="sm"
            title={t('requests.openFolder', { folder: folderLabel(t, document.folder) })}
            style={{ overflowWrap: 'anywhere' }}
          >
            {document.name}
          </Anchor>
        </Group>
      ))}
    </Group>
  );
}
