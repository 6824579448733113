import type { TEnvelope } from '@ledgerport/contract';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionButton, type TRowAction } from '../../../components/row-actions.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { downloadWithSession } from '../../../lib/file-download/download-with-session.ts';
import { envelopePath } from '../api/signing-keys.ts';

type TProps = {
  envelope: TEnvelope;
  /** The envelope's own actions (use-envelope-actions: evidence, void, prepare) drawn after the downloads. */
  actions: TRowAction[];
};

/** The envelope's files (the original, the sealed PDF once completed) and what staff may do with it. */
export function EnvelopeDownloads({ envelope, actions }: TProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [busy, setBusy] = useState<string | null>(null);
  const document = `${envelopePath(envelope.tenant_uuid, envelope.uuid)}/document`;
  const download = (key: string, apiPath: string, fallbackName: string) => {
    setBusy(key);
    downloadWithSession(apiPath, fallbackName)
      .catch((error: unknown) => notifications.show({ color: 'red', message: errorText(error) }))
      .finally(() => setBusy(null));
  };
  const button = (key: string, label: string, apiPath: string, fallbackName: string): ReactNode => (
    <Button
      key={key}
      size="sm"
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy === key}
      onClick={() => download(key, apiPath, fallbackName)}
    >
      {label}
    </Button>
  );
  return (
    <Group gap="sm">
      {button('original', t('signing.envelope.downloadOriginal'), document, `${envelope.title}.pdf`)}
      {envelope.status === 'completed' &&
        button('signed', t('signing.envelope.downloadSigned'), `${document}?kind=signed`, `${envelope.title}.pdf`)}
      {actions.map((action) => (
        <RowActionButton key={action.key} action={action} size="sm" />
      ))}
    </Group>
  );
}
