import { Typography } from '@mantine/core';
import type { TThreadMessage } from '@ledgerport/contract';

/**
 * A message's text as the server rendered it. It accepts only that field, `body_html`, which the server builds
 * from the author's light formatting and sanitises (a fixed set of tags, safe links): nothing else may ever be
 * drawn as HTML.
 */
export function MessageBody({ message }: { message: Pick<TThreadMessage, 'body_html'> }) {
  return (
    <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
      <div dangerouslySetInnerHTML={{ __html: message.body_html }} />
    </Typography>
  );
}
