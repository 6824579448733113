import { TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type TReadOnlyFieldProps = { label: string; value: string; type: 'email' | 'tel'; autoComplete?: string };

/**
 * A value the invitation fixed (e-mail, phone). An ordinary read-only input looks editable until the user
 * tries to type, so it is shown filled and locked, and says why it cannot be changed here.
 */
export function ReadOnlyField({ label, value, type, autoComplete }: TReadOnlyFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      type={type}
      value={value}
      readOnly
      variant="filled"
      autoComplete={autoComplete}
      description={t('registration.fromInvitation')}
      rightSection={<IconLock size={16} aria-hidden />}
      styles={{ input: { cursor: 'default' } }}
    />
  );
}
