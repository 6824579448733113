import { paths, type TEnvelopeListItem } from '@ledgerport/contract';
import { notifications } from '@mantine/notifications';
import { IconBan, IconDownload, IconPencil, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRowAction } from '../../../components/row-actions.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { downloadWithSession } from '../../../lib/file-download/download-with-session.ts';
import { useResendEnvelope } from '../api/resend-envelope.ts';
import { envelopePath } from '../api/signing-keys.ts';
import { useVoidEnvelope } from '../api/void-envelope.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** A signer who may be notified again: their turn has come and they have not answered. */
const awaiting = (status: string) => status === 'notified' || status === 'viewed';

/** What staff who manage signatures may do with an envelope in its state, and the void dialog. */
export function useEnvelopeActions(manage: boolean) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [voiding, setVoiding] = useState<TEnvelopeListItem | null>(null);
  const resend = useResendEnvelope();
  const voidEnvelope = useVoidEnvelope();
  const failed = (error: unknown) => notifications.show({ color: 'red', message: errorText(error) });

  const actionsOf = (envelope: TEnvelopeListItem): TRowAction[] => {
    const ref = { tenantUuid: envelope.tenant_uuid, envelopeUuid: envelope.uuid };
    const actions: TRowAction[] = [];
    if (manage && envelope.status === 'draft') {
      actions.push({
        key: 'prepare',
        label: t('signing.actions.prepare'),
        icon: <IconPencil size={16} aria-hidden />,
        to: paths.signaturePrepare(envelope.tenant_uuid, envelope.uuid),
      });
    }
    if (manage && envelope.status === 'sent') {
      for (const signer of envelope.signers.filter((s) => awaiting(s.status))) {
        actions.push({
          key: `resend-${signer.uuid}`,
          label: t('signing.actions.resend', { name: signer.name }),
          icon: <IconSend size={16} aria-hidden />,
          onClick: () =>
            resend.mutate(
              { ...ref, signerUuid: signer.uuid },
              {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: t('signing.actions.resent', { name: signer.name }) }),
                onError: failed,
              },
            ),
        });
      }
      actions.push({
        key: 'void',
        label: t('signing.actions.void'),
        icon: <IconBan size={16} aria-hidden />,
        color: 'red',
        onClick: () => setVoiding(envelope),
      });
    }
    if (envelope.status !== 'draft') {
      actions.push({
        key: 'evidence',
        label: t('signing.actions.evidence'),
        icon: <IconDownload size={16} aria-hidden />,
        onClick: () =>
          void downloadWithSession(`${envelopePath(ref.tenantUuid, ref.envelopeUuid)}/evidence`, 'evidence.zip').catch(
            failed,
          ),
      });
    }
    return actions;
  };

  const close = () => {
    voidEnvelope.reset();
    setVoiding(null);
  };
  const dialogs = (
    <ReasonDialog
      key={voiding?.uuid}
      title={voiding ? t('signing.void.title', { title: voiding.title }) : null}
      label={t('signing.void.reason')}
      confirmLabel={t('signing.void.confirm')}
      pending={voidEnvelope.isPending}
      error={voidEnvelope.error}
      onClose={close}
      onConfirm={(reason) =>
        voiding &&
        voidEnvelope.mutate(
          { tenantUuid: voiding.tenant_uuid, envelopeUuid: voiding.uuid, reason },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('signing.void.done') });
              close();
            },
          },
        )
      }
    />
  );
  return { actionsOf, dialogs };
}
