import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAddPasskey } from '../api/add-passkey.ts';

type TPasskeySetupProps = {
  /** The passkey is added; `codes` are the recovery codes when it was the user's first factor (null otherwise). */
  onEnrolled: (codes: string[] | null) => void;
  onCancel?: () => void;
};

/** Names the new passkey (to tell them apart later), then lets the browser create it. */
export function PasskeySetup({ onEnrolled, onCancel }: TPasskeySetupProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const add = useAddPasskey();
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (value) => (value.trim() ? null : t('mfa.passkeys.nameRequired')) },
  });
  const submit = form.onSubmit(({ name }) =>
    add.mutate(name.trim(), {
      onSuccess: (answer) => {
        form.reset();
        onEnrolled(answer.recovery_codes);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('mfa.passkeys.explain')}</Text>
        {add.isError && (
          <Alert color="red" variant="light">
            {errorText(add.error)}
          </Alert>
        )}
        <TextInput
          label={t('mfa.passkeys.name')}
          placeholder={t('mfa.passkeys.namePlaceholder')}
          maxLength={60}
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button
            type="submit"
            leftSection={<IconKey size={16} aria-hidden />}
            loading={add.isPending}
            loaderProps={{ 'aria-hidden': true }}
          >
            {t('mfa.passkeys.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
