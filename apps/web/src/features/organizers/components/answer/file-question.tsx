import { ORGANIZER_LIMITS, type TOrganizer, type TOrganizerAnswer } from '@ledgerport/contract';
import { ActionIcon, Group, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClampedName } from '../../../../components/clamped-name.tsx';
import { FileDropArea } from '../../../../components/uploads/file-drop-area.tsx';
import { useErrorText } from '../../../../lib/error-text.ts';
import { useFormats } from '../../../../lib/formats.ts';
import { removeAnswerFile, uploadAnswerFile } from '../../api/answer-files.ts';
import { organizerQueryKey, organizerUploadKey } from '../../api/organizer-keys.ts';

type TSending = { id: number; name: string; progress: number; error?: unknown };

type TFileQuestionProps = {
  organizer: Pick<TOrganizer, 'uuid' | 'tenant_uuid'> | null;
  questionKey: string;
  label: ReactNode;
  description?: ReactNode;
  required: boolean;
  answer: TOrganizerAnswer | undefined;
  disabled: boolean;
};

let nextId = 1;

/**
 * Files for one question, uploaded where they are asked for (into the company's folders, counted as received
 * documents): drop or choose them, each is sent with its progress and listed once stored. Without an organizer
 * (the builder's preview) the area shows but takes nothing.
 */
export function FileQuestion({
  organizer,
  questionKey,
  label,
  description,
  required,
  answer,
  disabled,
}: TFileQuestionProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { fileSize } = useFormats();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<TSending[]>([]);
  // A mutation, so that the answer screen sees uploads still running (useIsMutating) and holds Submit.
  const sendFile = useMutation({
    mutationKey: organizerUploadKey(organizer?.uuid ?? ''),
    mutationFn: uploadAnswerFile,
  });
  const files = answer?.files ?? [];
  const full = files.length + sending.length >= ORGANIZER_LIMITS.filesPerQuestion;

  const store = (next: TOrganizerAnswer | null) => {
    if (!organizer) return;
    queryClient.setQueryData<TOrganizer>(organizerQueryKey(organizer.tenant_uuid, organizer.uuid), (current) => {
      if (!current) return current;
      const answers = { ...current.answers };
      if (next) answers[questionKey] = next;
      else delete answers[questionKey];
      return { ...current, answers };
    });
  };
  const refresh = () =>
    organizer && queryClient.invalidateQueries({ queryKey: organizerQueryKey(organizer.tenant_uuid, organizer.uuid) });

  const upload = async (file: File) => {
    if (!organizer) return;
    const id = nextId++;
    const update = (change: Partial<TSending>) =>
      setSending((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
    setSending((current) => [...current, { id, name: file.name, progress: 0 }]);
    try {
      const saved = await sendFile.mutateAsync({
        tenantUuid: organizer.tenant_uuid,
        organizerUuid: organizer.uuid,
        questionKey,
        file,
        onProgress: (progress) => update({ progress }),
      });
      store(saved);
      setSending((current) => current.filter((item) => item.id !== id));
      // The progress line counts the question now answered.
      void refresh();
    } catch (error) {
      update({ error });
    }
  };

  const remove = async (fileUuid: string) => {
    if (!organizer) return;
    await removeAnswerFile({
      tenantUuid: organizer.tenant_uuid,
      organizerUuid: organizer.uuid,
      questionKey,
      fileUuid,
    }).catch(() => undefined);
    void refresh();
  };

  return (
    <Input.Wrapper label={label} description={description} required={required}>
      <Stack gap="xs" mt={4}>
        {(files.length > 0 || sending.length > 0) && (
          <Stack
            gap={6}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('organizers.answer.files')}
          >
            {files.map((file) => (
              <Paper key={file.uuid} component="li" withBorder radius="sm" p="xs">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconPaperclip size={16} aria-hidden />
                    <ClampedName text={file.name} />
                    <Text size="xs" c="dimmed">
                      {fileSize(file.size)}
                    </Text>
                  </Group>
                  {!disabled && (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('organizers.answer.removeFile', { name: file.name })}
                      onClick={() => void remove(file.uuid)}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Paper>
            ))}
            {sending.map((item) => (
              <Paper key={item.id} component="li" withBorder radius="sm" p="xs">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <ClampedName text={item.name} />
                  {item.error !== undefined && (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('organizers.answer.removeFile', { name: item.name })}
                      onClick={() => setSending((current) => current.filter((other) => other.id !== item.id))}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
                {item.error === undefined ? (
                  <Progress.Root size="sm" mt={4}>
                    <Progress.Section
                      value={item.progress}
                      aria-label={t('organizers.answer.uploading', { name: item.name })}
                    />
                  </Progress.Root>
                ) : (
                  <Text size="sm" c="red" role="alert">
                    {errorText(item.error)}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
        )}
        {!disabled && (
          <FileDropArea
            onFiles={(chosen) => {
              for (const file of chosen.slice(0, ORGANIZER_LIMITS.filesPerQuestion - files.length - sending.length)) {
                void upload(file);
              }
            }}
            disabled={!organizer || full}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
