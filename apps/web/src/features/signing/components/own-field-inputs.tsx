import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isFilledBySigner, type TFieldValues, type TOwnField } from './field-values.ts';

type TProps = { fields: TOwnField[]; values: TFieldValues; onChange: (values: TFieldValues) => void };

/** The signer's fields in order, numbered as on the document: what to type or tick, and what signing places. */
export function OwnFieldInputs({ fields, values, onChange }: TProps) {
  const { t } = useTranslation();
  const set = (uuid: string, value: string | boolean) => onChange({ ...values, [uuid]: value });
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {fields.map((field, index) => {
        const label = `${index + 1}. ${field.label || t(`signing.kinds.${field.kind}`)} (${t('signing.pdf.pageShort', { page: field.page })})`;
        return (
          <li key={field.uuid} id={`sign-input-${field.uuid}`}>
            {!isFilledBySigner(field) ? (
              <Text size="sm">
                {label}: {t(`signing.sign.placed.${field.kind}`)}
              </Text>
            ) : field.kind === 'checkbox' ? (
              <Checkbox
                label={label}
                required={field.required}
                checked={values[field.uuid] === true}
                onChange={(e) => set(field.uuid, e.currentTarget.checked)}
              />
            ) : (
              <TextInput
                label={label}
                required={field.required}
                value={String(values[field.uuid] ?? '')}
                onChange={(e) => set(field.uuid, e.currentTarget.value)}
                maxLength={500}
              />
            )}
          </li>
        );
      })}
    </Stack>
  );
}
