import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TCopyState = 'idle' | 'copied' | 'selected';

/**
 * One link from an e-mail with a Copy button. Where the clipboard is unavailable (plain http, an old browser,
 * a refused permission) the link is selected instead, ready for Ctrl+C.
 */
export function CopyLink({ link, label }: { link: string; label: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<TCopyState>('idle');

  const selectText = () => {
    input.current?.focus();
    input.current?.select();
    setState('selected');
  };
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      selectText();
    }
  };

  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput ref={input} label={label} value={link} readOnly onFocus={(e) => e.currentTarget.select()} flex={1} />
        <Button
          variant="light"
          leftSection={state === 'copied' ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          onClick={() => void copy()}
        >
          {state === 'copied' ? t('outbox.detail.copied') : t('outbox.detail.copyLink')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4} aria-live="polite">
        {state === 'selected' ? t('outbox.detail.copyManually') : null}
      </Text>
    </div>
  );
}
