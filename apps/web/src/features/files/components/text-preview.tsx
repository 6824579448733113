import { Alert, Center, Code, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { readTextCapped, TEXT_PREVIEW_MAX_BYTES } from './read-text-capped.ts';

/** A text or CSV file shown as it is, never interpreted: the first megabyte of it. */
export function TextPreview({ url }: { url: string }) {
  const { t } = useTranslation();
  const { fileSize } = useFormats();
  const { errorText } = useErrorText();
  const content = useQuery({
    queryKey: ['file-text', url],
    queryFn: ({ signal }) => readTextCapped(url, TEXT_PREVIEW_MAX_BYTES, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (content.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (content.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(content.error)}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {content.data.truncated && (
        <Text size="sm" c="dimmed">
          {t('files.textTruncated', { size: fileSize(TEXT_PREVIEW_MAX_BYTES) })}
        </Text>
      )}
      <Code block style={{ maxHeight: '60vh', overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {content.data.text}
      </Code>
    </Stack>
  );
}
