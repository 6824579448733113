import { ASKABLE_REQUEST_KINDS, REQUEST_CADENCES } from '@ledgerport/contract';
import {
  ActionIcon,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrorText } from '../../../lib/form-errors.ts';
import type { TTemplateFormValues, TTiming } from './template-form-values.ts';

type TTemplateItemFieldsProps = {
  form: UseFormReturnType<TTemplateFormValues>;
  index: number;
  /** The last item cannot be removed: a template needs one. */
  removable: boolean;
};

/** One request of the template: what is asked, and when (once, or every period). */
export function TemplateItemFields({ form, index, removable }: TTemplateItemFieldsProps) {
  const { t } = useTranslation();
  const shown = useFormErrorText();
  const path = (field: string) => `items.${index}.${field}`;
  const input = (field: string) => {
    const props = form.getInputProps(path(field));
    return { ...props, error: shown(props.error) };
  };
  const item = form.getValues().items[index]!;
  const n = index + 1;
  const timingLabel = useId();

  return (
    <Fieldset legend={t('requestTemplates.form.item', { n })}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('requestTemplates.form.itemTitle')}
            required
            maxLength={200}
            {...input('title')}
          />
          {removable && (
            <Tooltip label={t('requestTemplates.form.removeItem', { n })}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('requestTemplates.form.removeItem', { n })}
                onClick={() => form.removeListItem('items', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Textarea label={t('requestTemplates.form.itemDescription')} autosize minRows={1} {...input('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('requestTemplates.form.kind')}
            data={ASKABLE_REQUEST_KINDS.map((kind) => ({ value: kind, label: t(`requestTemplates.kinds.${kind}`) }))}
            allowDeselect={false}
            {...input('kind')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={timingLabel}>
              {t('requestTemplates.form.timing')}
            </Text>
            <SegmentedControl
              aria-labelledby={timingLabel}
              data={[
                { value: 'ONE_OFF', label: t('requestTemplates.form.oneOff') },
                { value: 'RECURRING', label: t('requestTemplates.form.recurring') },
              ]}
              value={item.timing}
              onChange={(value) => form.setFieldValue(path('timing'), value as TTiming)}
            />
          </Stack>
        </SimpleGrid>
        {item.timing === 'ONE_OFF' ? (
          <NumberInput
            label={t('requestTemplates.form.dueInDays')}
            min={0}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            {...input('due_in_days')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('requestTemplates.form.cadence')}
              data={REQUEST_CADENCES.map((c) => ({ value: c, label: t(`requestTemplates.cadence.${c}`) }))}
              allowDeselect={false}
              description={t('requestTemplates.form.recurringHint')}
              {...input('cadence')}
            />
            <NumberInput
              label={t('requestTemplates.form.dueDays')}
              min={0}
              max={120}
              allowDecimal={false}
              allowNegative={false}
              {...input('due_days')}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}
