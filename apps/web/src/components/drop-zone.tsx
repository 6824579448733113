import { Paper, Stack, Text } from '@mantine/core';
import { useState, type DragEvent, type ReactNode } from 'react';

type TDropZoneProps = {
  /** Names the zone for screen readers (it is a group holding the picker button). */
  label: string;
  /** Every file dropped, in order; the caller decides how many it takes. */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Shown under the content, and the border turns red. */
  error?: string | null;
  padding?: 'lg' | 'xl';
  /** What the zone holds: an icon, the instructions and a real picker button (the keyboard way in). */
  children: ReactNode;
};

/** A dashed area files can be dropped on, highlighted while they hover over it. */
export function DropZone({ label, onFiles, disabled, error, padding = 'lg', children }: TDropZoneProps) {
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={padding}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      role="group"
      aria-label={label}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: error ? 'var(--mantine-color-error)' : over ? 'var(--mantine-primary-color-filled)' : undefined,
        backgroundColor: over ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Stack align="center" gap="sm">
        {children}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
