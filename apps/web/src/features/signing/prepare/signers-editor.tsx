import type { TTenantUser } from '@ledgerport/contract';
import { ActionIcon, Button, Group, NativeSelect, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { signerColor } from '../editor/signer-colors.ts';
import { emptySigner, type TEnvelopeDraft, type TSignerDraft } from './draft.ts';
import { moveSigner, removeSigner } from './signer-moves.ts';

type TProps = { draft: TEnvelopeDraft; users: TTenantUser[]; onChange: (draft: TEnvelopeDraft) => void };

/** Who signs, in order: a company user, or a person by name and e-mail who signs through a link. */
export function SignersEditor({ draft, users, onChange }: TProps) {
  const { t } = useTranslation();
  const form8879 = draft.verification === 'form_8879';
  const update = (index: number, change: Partial<TSignerDraft>) =>
    onChange({ ...draft, signers: draft.signers.map((s, i) => (i === index ? { ...s, ...change } : s)) });

  return (
    <Stack gap="sm">
      {draft.signers.map((signer, index) => {
        const n = index + 1;
        return (
          <Paper
            key={signer.key}
            withBorder
            p="sm"
            radius="md"
            style={{ borderLeft: `4px solid var(--mantine-color-${signerColor(n)}-6)` }}
            aria-label={t('signing.prepare.signerN', { n })}
            role="group"
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm">
                  {t('signing.prepare.signerN', { n })}
                </Text>
                <Group gap={4}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('signing.prepare.moveUp', { n })}
                    disabled={index === 0}
                    onClick={() => onChange(moveSigner(draft, index, index - 1))}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('signing.prepare.moveDown', { n })}
                    disabled={index === draft.signers.length - 1}
                    onClick={() => onChange(moveSigner(draft, index, index + 1))}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('signing.prepare.remove', { n })}
                    onClick={() => onChange(removeSigner(draft, index))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              <NativeSelect
                label={t('signing.prepare.who')}
                value={signer.kind}
                onChange={(e) => update(index, { kind: e.currentTarget.value as TSignerDraft['kind'] })}
                data={[
                  { value: 'user', label: t('signing.prepare.kinds.user') },
                  { value: 'link', label: t('signing.prepare.kinds.link') },
                ]}
              />
              {signer.kind === 'user' ? (
                <NativeSelect
                  label={t('signing.prepare.user')}
                  value={signer.user_uuid}
                  onChange={(e) => {
                    const user = users.find((u) => u.uuid === e.currentTarget.value);
                    update(index, {
                      user_uuid: e.currentTarget.value,
                      name: user?.name ?? '',
                      email: user?.email ?? '',
                    });
                  }}
                  data={[
                    { value: '', label: t('signing.prepare.chooseUser') },
                    ...users.map((u) => ({ value: u.uuid, label: `${u.name} (${u.email})` })),
                  ]}
                />
              ) : (
                <Group grow align="flex-start" wrap="wrap">
                  <TextInput
                    label={t('signing.prepare.name')}
                    value={signer.name}
                    onChange={(e) => update(index, { name: e.currentTarget.value })}
                    maxLength={200}
                  />
                  <TextInput
                    label={t('signing.prepare.email')}
                    type="email"
                    value={signer.email}
                    onChange={(e) => update(index, { email: e.currentTarget.value })}
                    maxLength={254}
                  />
                </Group>
              )}
              {form8879 && (
                <Group grow align="flex-start" wrap="wrap">
                  <TextInput
                    label={t('signing.prepare.knownLabel')}
                    placeholder={t('signing.prepare.knownLabelExample')}
                    value={signer.knownLabel}
                    onChange={(e) => update(index, { knownLabel: e.currentTarget.value })}
                    maxLength={80}
                  />
                  <PasswordInput
                    label={t('signing.prepare.knownValue')}
                    description={signer.savedLabel ? t('signing.prepare.knownKept') : t('signing.prepare.knownHint')}
                    value={signer.knownValue}
                    onChange={(e) => update(index, { knownValue: e.currentTarget.value })}
                    maxLength={200}
                    autoComplete="off"
                  />
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => onChange({ ...draft, signers: [...draft.signers, emptySigner()] })}
        w="fit-content"
        disabled={draft.signers.length >= 10}
      >
        {t('signing.prepare.addSigner')}
      </Button>
    </Stack>
  );
}
