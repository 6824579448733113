import { SIGNING_ORDERS, SIGNING_VERIFICATIONS } from '@ledgerport/contract';
import { Group, Input, SegmentedControl, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEnvelopeDraft } from './draft.ts';

type TProps = { draft: TEnvelopeDraft; onChange: (draft: TEnvelopeDraft) => void };

/** The envelope's title, message, signing order, identity check, due date and expiry. */
export function EnvelopeSettings({ draft, onChange }: TProps) {
  const { t } = useTranslation();
  const set = <K extends keyof TEnvelopeDraft>(key: K, value: TEnvelopeDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <Stack gap="sm">
      <TextInput
        label={t('signing.prepare.title')}
        value={draft.title}
        onChange={(e) => set('title', e.currentTarget.value)}
        required
        maxLength={200}
      />
      <Textarea
        label={t('signing.prepare.message')}
        value={draft.message}
        onChange={(e) => set('message', e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={2000}
      />
      <Group gap="lg" align="flex-start" wrap="wrap">
        <Input.Wrapper label={t('signing.prepare.order')}>
          <SegmentedControl
            display="flex"
            value={draft.order}
            onChange={(value) => set('order', value as TEnvelopeDraft['order'])}
            data={SIGNING_ORDERS.map((value) => ({ value, label: t(`signing.prepare.orders.${value}`) }))}
          />
        </Input.Wrapper>
        <Input.Wrapper label={t('signing.prepare.verification')}>
          <SegmentedControl
            display="flex"
            value={draft.verification}
            onChange={(value) => set('verification', value as TEnvelopeDraft['verification'])}
            data={SIGNING_VERIFICATIONS.map((value) => ({ value, label: t(`signing.prepare.verifications.${value}`) }))}
          />
        </Input.Wrapper>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={t('signing.prepare.dueDate')}
          value={draft.due_date}
          onChange={(e) => set('due_date', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('signing.prepare.expiresOn')}
          description={t('signing.prepare.expiresHint')}
          value={draft.expires_on}
          onChange={(e) => set('expires_on', e.currentTarget.value)}
        />
      </SimpleGrid>
    </Stack>
  );
}
