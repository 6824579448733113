import type { TDocumentRequest } from '@ledgerport/contract';
import { Group, Text, Title } from '@mantine/core';
import { RequestFacts } from './request-facts.tsx';
import { RequestStatusBadge } from './request-status-badge.tsx';

/**
 * A request's heading with its status, its facts and its description: the top of a request's block, for the
 * client's card and the request an e-mail linked on the staff screen alike. Goes inside the caller's Stack.
 */
export function RequestSummary({ request, headingId }: { request: TDocumentRequest; headingId?: string }) {
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {request.title}
        </Title>
        <RequestStatusBadge request={request} />
      </Group>
      <RequestFacts request={request} />
      {request.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {request.description}
        </Text>
      )}
    </>
  );
}
