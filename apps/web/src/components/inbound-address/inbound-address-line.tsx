import { ActionIcon, Code, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInboundAddress } from '../../lib/inbound-address/get-inbound-address.ts';

/**
 * The e-mail-in address of a company, or of one of its requests (issue 32), with a copy button. Nothing is drawn
 * while the portal has no inbound domain (the address is null) or the address is still loading.
 */
export function InboundAddressLine({ tenantUuid, requestUuid }: { tenantUuid: string; requestUuid?: string }) {
  const { t } = useTranslation();
  const { data } = useInboundAddress(tenantUuid, requestUuid);
  const address = data?.address;
  if (!address) return null;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="inbound-address">
      <Text size="sm" c="dimmed">
        {requestUuid ? t('inboundMail.requestAddress') : t('inboundMail.companyAddress')}
      </Text>
      <Code style={{ wordBreak: 'break-all' }}>{address}</Code>
      <CopyButton value={address}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('inboundMail.copied') : t('inboundMail.copy')} withArrow>
            <ActionIcon variant="subtle" onClick={copy} aria-label={t('inboundMail.copy')}>
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
