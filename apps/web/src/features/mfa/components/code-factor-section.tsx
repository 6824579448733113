import { Badge, Button, Group, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SectionCard } from './section-card.tsx';

type TSetupProps = { onCancel: () => void; onEnrolled: (codes: string[] | null) => void };

type TCodeFactorSectionProps = {
  /** The factor's texts: `<prefix>.title`, `.description`, `.setUp`, `.remove`, `.removeTitle`, `.removeText`. */
  prefix: 'mfa.totp' | 'mfa.email' | 'mfa.sms';
  enabled: boolean;
  /** Said under the description while on (e.g. the number codes are texted to). */
  note?: string | null | undefined;
  onNewCodes: (codes: string[]) => void;
  remove: UseMutationResult<unknown, unknown, void>;
  setup: (props: TSetupProps) => ReactNode;
};

/** A factor that gives codes (an authenticator app, codes by e-mail or SMS): set it up, or remove it after asking. */
export function CodeFactorSection({ prefix, enabled, note, onNewCodes, remove, setup }: TCodeFactorSectionProps) {
  const { t } = useTranslation();
  const [settingUp, setSettingUp] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const badge = enabled ? (
    <Badge color="green" variant="light">
      {t('mfa.status.on')}
    </Badge>
  ) : null;

  return (
    <SectionCard title={t(`${prefix}.title`)} description={t(`${prefix}.description`)} badge={badge}>
      {enabled && note && (
        <Text size="sm" mb="sm">
          {t('mfa.sms.sendsTo', { to: note })}
        </Text>
      )}
      {settingUp ? (
        setup({
          onCancel: () => setSettingUp(false),
          onEnrolled: (codes) => {
            setSettingUp(false);
            if (codes) onNewCodes(codes);
          },
        })
      ) : (
        <Group justify="flex-end">
          {enabled ? (
            <Button variant="light" color="red" onClick={() => setConfirming(true)}>
              {t(`${prefix}.remove`)}
            </Button>
          ) : (
            <Button onClick={() => setSettingUp(true)}>{t(`${prefix}.setUp`)}</Button>
          )}
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t(`${prefix}.removeTitle`)}
        confirmLabel={t('mfa.remove')}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onCancel={() => {
          setConfirming(false);
          remove.reset();
        }}
        pending={remove.isPending}
        error={remove.error}
      >
        {t(`${prefix}.removeText`)}
      </ConfirmDialog>
    </SectionCard>
  );
}
