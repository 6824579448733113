import { Text, Tooltip } from '@mantine/core';

/**
 * Long text cut to `maxWidth` with "…"; the whole of it shows in a tooltip, and stays in the page for screen
 * readers and search (only the drawing is cut).
 */
export function TruncatedText({ text, maxWidth }: { text: string; maxWidth: number }) {
  return (
    <Tooltip label={text} multiline maw={400} openDelay={300} withinPortal>
      <Text span inherit truncate="end" display="inline-block" maw={maxWidth} style={{ verticalAlign: 'bottom' }}>
        {text}
      </Text>
    </Tooltip>
  );
}
