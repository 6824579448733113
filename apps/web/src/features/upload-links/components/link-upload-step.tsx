import type { TUploadLinkPage } from '@ledgerport/contract';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropArea } from '../../../components/uploads/file-drop-area.tsx';
import { UploadList } from '../../../components/uploads/upload-list.tsx';
import { useFormats } from '../../../lib/formats.ts';
import type { TQueuedFile } from '../../../lib/uploads/use-upload-queue.ts';
import { sendLinkFile } from '../api/send-link-file.ts';

const NONE_TAKEN: ReadonlySet<string> = new Set();
const identity = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

type TProps = { token: string; grant: string | null; page: TUploadLinkPage; folderLabel: string };

/**
 * Files chosen (dropped, or picked: on a phone the picker offers the camera and the files), then sent one by one
 * with each one's progress; a file the link refuses says why and stays for another try. Done: what was sent.
 */
export function LinkUploadStep({ token, grant, page, folderLabel }: TProps) {
  const { t } = useTranslation();
  const { fileSize } = useFormats();
  const [files, setFiles] = useState<TQueuedFile[]>([]);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<{ count: number; filesLeft: number } | null>(null);
  const [noFiles, setNoFiles] = useState(false);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const update = (key: string, change: Partial<TQueuedFile>) =>
    setFiles((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const add = (picked: File[]) => {
    setNoFiles(false);
    setDone(null);
    setFiles((current) => {
      const known = new Set(current.map((item) => item.key));
      const fresh = picked
        .filter((file) => !known.has(identity(file)))
        .map((file): TQueuedFile => ({
          key: identity(file),
          file,
          state: 'waiting',
          progress: 0,
          existing: 'keep_both',
        }));
      return [...current, ...fresh];
    });
  };

  const send = async () => {
    const waiting = files.filter((item) => item.state !== 'sent');
    if (waiting.length === 0) return setNoFiles(true);
    const controller = new AbortController();
    aborter.current = controller;
    setSending(true);
    let sent = 0;
    let filesLeft = page.files_left;
    let failed = false;
    for (const item of waiting) {
      update(item.key, { state: 'sending', progress: 0, error: undefined });
      try {
        const receipt = await sendLinkFile({
          token,
          grant,
          file: item.file,
          onProgress: (progress) => update(item.key, { progress }),
          signal: controller.signal,
        });
        update(item.key, { state: 'sent', progress: 100 });
        sent += 1;
        filesLeft = receipt.files_left;
      } catch (error) {
        if (controller.signal.aborted) return;
        failed = true;
        update(item.key, { state: 'failed', error });
      }
    }
    setSending(false);
    if (!failed) {
      setFiles([]);
      setDone({ count: sent, filesLeft });
    }
  };

  if (done) {
    return (
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" align="flex-start">
          <Group gap="xs">
            <IconCircleCheck size={28} color="var(--mantine-color-green-7)" aria-hidden />
            <Title order={2} size="h4">
              {t('uploadLinks.page.doneTitle')}
            </Title>
          </Group>
          <Text role="status">{t('uploadLinks.page.done', { count: done.count, firm: page.firm_name })}</Text>
          {done.filesLeft > 0 && (
            <Button variant="default" onClick={() => setDone(null)}>
              {t('uploadLinks.page.sendMore')}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('uploadLinks.page.filesTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('uploadLinks.page.limits', {
            count: page.files_left,
            size: fileSize(page.max_file_bytes),
            total: fileSize(page.bytes_left),
          })}
        </Text>
        <FileDropArea onFiles={add} disabled={sending} error={noFiles ? t('uploads.selectFile') : undefined} />
        <UploadList
          files={files}
          onRemove={(key) => setFiles((current) => current.filter((item) => item.key !== key))}
          sending={sending}
          taken={NONE_TAKEN}
          folder={folderLabel}
          onChoose={() => undefined}
        />
        {files.some((item) => item.state === 'failed') && !sending && (
          <Alert color="red" variant="light" role="alert">
            {t('uploadLinks.page.someFailed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            loading={sending}
            loaderProps={{ 'aria-hidden': true }}
            onClick={() => void send()}
          >
            {t('uploadLinks.page.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
