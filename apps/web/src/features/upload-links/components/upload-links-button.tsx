import type { TCreatedUploadLink } from '@ledgerport/contract';
import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../lib/permissions/can.tsx';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { NewUploadLinkForm } from './new-upload-link-form.tsx';
import { folderPath } from './folder-path.ts';
import { UploadLinksList } from './upload-links-list.tsx';

type TProps = { tenantUuid: string; folder: string };

/**
 * "Upload links" on a company's files screen (issue 32), for staff who manage its files: the company's links,
 * a new one for the folder open on the screen (its address shown once, with Copy), Revoke.
 */
export function UploadLinksButton({ tenantUuid, folder }: TProps) {
  const { t } = useTranslation();
  const isStaff = useSignedInUser().audience === 'staff';
  const [opened, setOpened] = useState(false);
  const [mode, setMode] = useState<'list' | 'new'>('list');
  const [created, setCreated] = useState<TCreatedUploadLink | null>(null);
  if (!isStaff) return null;
  const close = () => {
    setOpened(false);
    setMode('list');
    setCreated(null);
  };
  return (
    <Can permission="manage files">
      <Button variant="default" leftSection={<IconLink size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('uploadLinks.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('uploadLinks.title')} size="lg">
        <Stack gap="md">
          <Text size="sm">{t('uploadLinks.intro')}</Text>
          {created && <CreatedLink link={created} />}
          {mode === 'new' ? (
            <NewUploadLinkForm
              tenantUuid={tenantUuid}
              folder={folder}
              folderLabel={folderPath(t, folder)}
              onCancel={() => setMode('list')}
              onCreated={(link) => {
                setCreated(link);
                setMode('list');
              }}
            />
          ) : (
            <>
              <Group justify="flex-end">
                <Button
                  onClick={() => {
                    setCreated(null);
                    setMode('new');
                  }}
                >
                  {t('uploadLinks.new')}
                </Button>
              </Group>
              <UploadLinksList tenantUuid={tenantUuid} />
            </>
          )}
        </Stack>
      </Modal>
    </Can>
  );
}

/** The new link's address, this once: only its hash is kept, so it cannot be shown again. */
function CreatedLink({ link }: { link: TCreatedUploadLink }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" variant="light" title={t('uploadLinks.created.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('uploadLinks.created.once')}</Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('uploadLinks.created.url')}
            value={link.url}
            readOnly
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={link.url}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                variant={copied ? 'filled' : 'light'}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              >
                {copied ? t('uploadLinks.created.copied') : t('uploadLinks.created.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
