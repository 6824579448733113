import { MESSAGE_LIMITS } from '@ledgerport/contract';
import { Button, FileButton, Group, Pill, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats.ts';

type TAttachmentPickerProps = { files: File[]; onChange: (files: File[]) => void; disabled?: boolean };

/** Files to send with a message: up to MESSAGE_LIMITS.attachmentsMax, each removable before sending. */
export function AttachmentPicker({ files, onChange, disabled }: TAttachmentPickerProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const room = MESSAGE_LIMITS.attachmentsMax - files.length;
  return (
    <Group gap="xs" wrap="wrap">
      <FileButton
        multiple
        onChange={(picked) => onChange([...files, ...picked].slice(0, MESSAGE_LIMITS.attachmentsMax))}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            disabled={disabled || room <= 0}
            leftSection={<IconPaperclip size={14} aria-hidden />}
          >
            {t('messages.attach')}
          </Button>
        )}
      </FileButton>
      {files.map((file, index) => (
        <Pill
          key={`${file.name}-${index}`}
          withRemoveButton
          removeButtonProps={{ 'aria-label': t('messages.removeAttachment', { name: file.name }) }}
          onRemove={() => onChange(files.filter((_, i) => i !== index))}
        >
          {file.name} ({formats.fileSize(file.size)})
        </Pill>
      ))}
      {room <= 0 && (
        <Text size="xs" c="dimmed">
          {t('messages.attachmentsMax', { count: MESSAGE_LIMITS.attachmentsMax })}
        </Text>
      )}
    </Group>
  );
}
