import type { TDocumentRequest } from '@ledgerport/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats.ts';

/**
 * Why a DONE request is done when nobody sent it through the portal (issue 30): the firm marked it received
 * outside the portal (who, when, their note), or its period's sales tax or payroll was already submitted.
 */
export function RequestDoneNote({ request, lineClamp }: { request: TDocumentRequest; lineClamp?: number }) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  if (request.status !== 'DONE') return null;
  const received = request.received_outside;
  if (received) {
    return (
      <Text size="xs" c="dimmed" lineClamp={lineClamp} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {t('requests.receivedOutside', {
          name: received.by_name ?? t('requests.yourFirm'),
          when: dateTime(received.at),
          note: received.note,
        })}
      </Text>
    );
  }
  if (!request.fulfilled_by) return null;
  return (
    <Text size="xs" c="dimmed">
      {t(request.fulfilled_by.startsWith('payroll:') ? 'requests.alreadySentPayroll' : 'requests.alreadySentSalesTax')}
    </Text>
  );
}
