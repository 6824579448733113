import type { TDocumentRequest } from '@ledgerport/contract';
import { Alert, Stack, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLinkedRequest } from '../api/get-request.ts';

type TLinkedRequestProps = {
  tenantUuid: string;
  requestUuid: string | null;
  /** Draws the request; `focusRef` goes on its outer box, so the page moves there once it is shown. */
  children: (request: TDocumentRequest, focusRef: Ref<HTMLDivElement>) => ReactNode;
};

/**
 * The request an e-mail's link names (`request=`), above the list whatever tab or page it would be on: the
 * page scrolls to it and moves the focus there, so a keyboard or screen-reader user lands on it too.
 */
export function LinkedRequest({ tenantUuid, requestUuid, children }: TLinkedRequestProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const linked = useLinkedRequest(tenantUuid, requestUuid);
  const node = useRef<HTMLDivElement | null>(null);
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    if (!linked.data || shownFor.current === linked.data.uuid || !node.current) return;
    shownFor.current = linked.data.uuid;
    node.current.scrollIntoView?.({ block: 'start' });
    node.current.focus({ preventScroll: true });
  }, [linked.data]);

  if (!requestUuid) return null;
  if (linked.isError) {
    return (
      <Alert color="red" variant="light" mb="md">
        {errorText(linked.error)}
      </Alert>
    );
  }
  if (!linked.data) return null;
  return (
    <Stack gap="xs" mb="md">
      <Title order={2} size="h4">
        {t('requests.linkedHeading')}
      </Title>
      {children(linked.data, node)}
    </Stack>
  );
}
