import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useErrorText } from '../lib/error-text.ts';

/** A list's export: runs the download and says what went wrong, in the user's language, if it fails. */
export function ExportButton<TVars>({
  label,
  exporting,
  variables,
}: {
  label: string;
  exporting: UseMutationResult<unknown, Error, TVars>;
  variables: TVars;
}) {
  const { errorText } = useErrorText();
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={exporting.isPending}
      onClick={() =>
        exporting.mutate(variables, {
          onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
        })
      }
    >
      {label}
    </Button>
  );
}
