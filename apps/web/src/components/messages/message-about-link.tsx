import { paths, type TThreadLinkKind } from '@ledgerport/contract';
import { Button } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FeatureOn } from '../../lib/feature-flags/feature-on.tsx';

type TMessageAboutLinkProps = {
  tenantUuid: string;
  kind: TThreadLinkKind;
  uuid: string;
  /** "Message the firm about this" for a client, "Start a conversation" for staff. */
  label: string;
};

/**
 * Opens the company's messages with the new-conversation dialog tied to this request, file, envelope or
 * organizer (issue 34): a link with `link_kind` + `link_uuid`, so no screen reaches into the messages feature.
 */
export function MessageAboutLink({ tenantUuid, kind, uuid, label }: TMessageAboutLinkProps) {
  return (
    <FeatureOn feature="MESSAGES">
      <Button
        component={Link}
        to={paths.companyMessages(tenantUuid, { kind, uuid })}
        variant="subtle"
        size="xs"
        leftSection={<IconMessage size={14} aria-hidden />}
      >
        {label}
      </Button>
    </FeatureOn>
  );
}
