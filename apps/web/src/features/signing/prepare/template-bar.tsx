import type { TEnvelope } from '@ledgerport/contract';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import {
  signingTemplatesQueryOptions,
  useApplySigningTemplate,
  useSaveSigningTemplate,
} from '../api/signing-templates.ts';
import type { TEnvelopeDraft } from './draft.ts';

type TProps = { envelope: TEnvelope; draft: TEnvelopeDraft; onApplied: (envelope: TEnvelope) => void };

/** Next year's 8879 reuses this one's layout: apply a saved template, or keep this layout as one. */
export function TemplateBar({ envelope, draft, onApplied }: TProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const templates = useQuery(signingTemplatesQueryOptions());
  const save = useSaveSigningTemplate();
  const apply = useApplySigningTemplate();
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const failed = (error: unknown) => notifications.show({ color: 'red', message: errorText(error) });

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t('signing.templates.choose')}
        value={chosen}
        onChange={(e) => setChosen(e.currentTarget.value)}
        data={[
          { value: '', label: '—' },
          ...(templates.data?.data ?? []).map((tpl) => ({ value: tpl.uuid, label: tpl.name })),
        ]}
      />
      <Button
        variant="default"
        disabled={!chosen}
        loading={apply.isPending}
        onClick={() =>
          apply.mutate(
            { templateUuid: chosen, tenantUuid: envelope.tenant_uuid, envelopeUuid: envelope.uuid },
            { onSuccess: onApplied, onError: failed },
          )
        }
      >
        {t('signing.templates.apply')}
      </Button>
      <TextInput
        label={t('signing.templates.name')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={120}
      />
      <Button
        variant="default"
        disabled={!name.trim() || draft.signers.length === 0}
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            {
              name: name.trim(),
              message: draft.message.trim(),
              order: draft.order,
              verification: draft.verification,
              signer_roles: draft.signers.map((s, i) => s.name.trim() || t('signing.prepare.signerN', { n: i + 1 })),
              page_count: envelope.original.pages.length,
              fields: draft.fields,
            },
            {
              onSuccess: () => {
                setName('');
                notifications.show({ color: 'green', message: t('signing.templates.saved') });
              },
              onError: failed,
            },
          )
        }
      >
        {t('signing.templates.save')}
      </Button>
    </Group>
  );
}
