import type { TDocumentRequest } from '@ledgerport/contract';
import { notifications } from '@mantine/notifications';
import {
  IconArrowBackUp,
  IconCheck,
  IconInbox,
  IconPencil,
  IconRepeatOff,
  IconRotateClockwise,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { TRowAction } from '../../../components/row-actions.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useCancelSeries } from '../api/cancel-series.ts';
import { useChangeRequest } from '../api/change-request.ts';
import { EditRequestModal } from './edit-request-modal.tsx';
import { MarkReceivedModal } from './mark-received-modal.tsx';
import { ReturnRequestModal } from './return-request-modal.tsx';

type TDialog = { kind: 'edit' | 'return' | 'receive' | 'cancel' | 'cancelSeries'; request: TDocumentRequest } | null;

const live = (request: TDocumentRequest) => request.status === 'OPEN' || request.status === 'SUBMITTED';

/**
 * What staff may do with a request in its state (accept, return with a note, edit, cancel, reopen, stop its
 * series), and the dialogs those open. Accept and reopen act at once; the rest ask first.
 */
export function useStaffRequestActions() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [dialog, setDialog] = useState<TDialog>(null);
  const change = useChangeRequest();
  const cancelSeries = useCancelSeries();
  const close = () => {
    change.reset();
    cancelSeries.reset();
    setDialog(null);
  };

  const act = (request: TDocumentRequest, action: 'accept' | 'reopen') =>
    change.mutate(
      { tenantUuid: request.tenant_uuid, requestUuid: request.uuid, change: { action } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t(`requests.staff.${action}ed`) }),
        onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
      },
    );

  const actionsOf = (request: TDocumentRequest): TRowAction[] => {
    const named = (key: string) => t(key, { title: request.title });
    const actions: TRowAction[] = [];
    if (request.status === 'SUBMITTED') {
      actions.push(
        {
          key: 'accept',
          label: t('requests.staff.accept'),
          ariaLabel: named('requests.staff.acceptNamed'),
          icon: <IconCheck size={16} aria-hidden />,
          color: 'green',
          onClick: () => act(request, 'accept'),
        },
        {
          key: 'return',
          label: t('requests.staff.return'),
          ariaLabel: named('requests.staff.returnNamed'),
          icon: <IconArrowBackUp size={16} aria-hidden />,
          color: 'orange',
          onClick: () => setDialog({ kind: 'return', request }),
        },
      );
    }
    if (live(request)) {
      actions.push(
        {
          // Issue 30: the firm has it already (by hand, by post, or the files are in the portal): done now.
          key: 'receive',
          label: t('requests.staff.receive'),
          ariaLabel: named('requests.staff.receiveNamed'),
          icon: <IconInbox size={16} aria-hidden />,
          color: 'green',
          onClick: () => setDialog({ kind: 'receive', request }),
        },
        {
          key: 'edit',
          iconOnly: true,
          label: t('requests.staff.edit'),
          ariaLabel: named('requests.staff.editNamed'),
          icon: <IconPencil size={16} aria-hidden />,
          onClick: () => setDialog({ kind: 'edit', request }),
        },
        {
          key: 'cancel',
          iconOnly: true,
          label: t('requests.staff.cancel'),
          ariaLabel: named('requests.staff.cancelNamed'),
          icon: <IconX size={16} aria-hidden />,
          color: 'red',
          onClick: () => setDialog({ kind: 'cancel', request }),
        },
      );
    } else {
      actions.push({
        key: 'reopen',
        iconOnly: true,
        label: t('requests.staff.reopen'),
        ariaLabel: named('requests.staff.reopenNamed'),
        icon: <IconRotateClockwise size={16} aria-hidden />,
        onClick: () => act(request, 'reopen'),
      });
    }
    if (request.series_uuid) {
      actions.push({
        key: 'cancelSeries',
        iconOnly: true,
        label: t('requests.staff.cancelSeries'),
        ariaLabel: named('requests.staff.cancelSeriesNamed'),
        icon: <IconRepeatOff size={16} aria-hidden />,
        color: 'red',
        onClick: () => setDialog({ kind: 'cancelSeries', request }),
      });
    }
    return actions;
  };

  const confirmCancel = () => {
    if (!dialog) return;
    const { request } = dialog;
    const done = (message: string) => {
      notifications.show({ color: 'green', message });
      close();
    };
    if (dialog.kind === 'cancelSeries' && request.series_uuid) {
      cancelSeries.mutate(
        { tenantUuid: request.tenant_uuid, seriesUuid: request.series_uuid },
        { onSuccess: (result) => done(t('requests.staff.seriesCancelled', { count: result.cancelled_requests })) },
      );
    } else {
      change.mutate(
        { tenantUuid: request.tenant_uuid, requestUuid: request.uuid, change: { action: 'cancel' } },
        { onSuccess: () => done(t('requests.staff.cancelled')) },
      );
    }
  };

  const confirming = dialog?.kind === 'cancel' || dialog?.kind === 'cancelSeries';
  const dialogs = (
    <>
      <EditRequestModal request={dialog?.kind === 'edit' ? dialog.request : null} onClose={close} />
      <ReturnRequestModal request={dialog?.kind === 'return' ? dialog.request : null} onClose={close} />
      <MarkReceivedModal request={dialog?.kind === 'receive' ? dialog.request : null} onClose={close} />
      <ConfirmDialog
        opened={confirming}
        title={
          dialog?.kind === 'cancelSeries' ? t('requests.staff.cancelSeriesTitle') : t('requests.staff.cancelTitle')
        }
        confirmLabel={dialog?.kind === 'cancelSeries' ? t('requests.staff.cancelSeries') : t('requests.staff.cancel')}
        onConfirm={confirmCancel}
        onCancel={close}
        pending={change.isPending || cancelSeries.isPending}
        error={confirming ? (dialog.kind === 'cancelSeries' ? cancelSeries.error : change.error) : null}
      >
        {dialog?.kind === 'cancelSeries'
          ? t('requests.staff.cancelSeriesQuestion', { title: dialog.request.title })
          : t('requests.staff.cancelQuestion', { title: dialog?.request.title ?? '' })}
      </ConfirmDialog>
    </>
  );

  return { actionsOf, dialogs };
}
