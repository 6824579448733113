import { ORGANIZER_COLUMN_KINDS, ORGANIZER_LIMITS, type TOrganizerColumn } from '@ledgerport/contract';
import { ActionIcon, Button, Checkbox, Group, Paper, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { moveItem, newColumn } from './draft.ts';

type TColumnsEditorProps = { columns: TOrganizerColumn[]; onChange: (columns: TOrganizerColumn[]) => void };

/** A repeating group's columns: each with a label, a kind, required or not, and options for a choice. */
export function ColumnsEditor({ columns, onChange }: TColumnsEditorProps) {
  const { t } = useTranslation();
  const set = (index: number, column: TOrganizerColumn) => onChange(columns.map((c, i) => (i === index ? column : c)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('organizers.builder.columns')}
      </Text>
      {columns.map((column, index) => {
        const name = column.label || t('organizers.builder.columnNumber', { number: index + 1 });
        return (
          <Paper key={column.key} withBorder p="xs" radius="sm">
            <Stack gap="xs">
              <Group gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  label={t('organizers.builder.columnLabel')}
                  value={column.label}
                  onChange={(event) => set(index, { ...column, label: event.currentTarget.value })}
                  style={{ flex: '1 1 10rem' }}
                />
                <Select
                  label={t('organizers.builder.kind')}
                  data={ORGANIZER_COLUMN_KINDS.map((kind) => ({ value: kind, label: t(`organizers.kinds.${kind}`) }))}
                  value={column.kind}
                  allowDeselect={false}
                  onChange={(kind) => {
                    const next: TOrganizerColumn = {
                      ...column,
                      kind: (kind ?? 'short_text') as TOrganizerColumn['kind'],
                    };
                    if (next.kind === 'choice') next.options = column.options ?? [];
                    else delete next.options;
                    set(index, next);
                  }}
                  style={{ flex: '1 1 9rem' }}
                />
                <Checkbox
                  label={t('organizers.builder.required')}
                  checked={column.required}
                  onChange={(event) => set(index, { ...column, required: event.currentTarget.checked })}
                  mb={8}
                />
                <Group gap={2}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('organizers.builder.moveUp', { name })}
                    disabled={index === 0}
                    onClick={() => onChange(moveItem(columns, index, index - 1))}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('organizers.builder.moveDown', { name })}
                    disabled={index === columns.length - 1}
                    onClick={() => onChange(moveItem(columns, index, index + 1))}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('organizers.builder.remove', { name })}
                    disabled={columns.length === 1}
                    onClick={() => onChange(columns.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              {column.kind === 'choice' && (
                <TagsInput
                  label={t('organizers.builder.options')}
                  description={t('organizers.builder.optionsHelp')}
                  value={column.options ?? []}
                  maxTags={ORGANIZER_LIMITS.options}
                  onChange={(options) => set(index, { ...column, options })}
                />
              )}
            </Stack>
          </Paper>
        );
      })}
      <div>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={columns.length >= ORGANIZER_LIMITS.columns}
          onClick={() => onChange([...columns, newColumn(columns, t('organizers.builder.newColumn'))])}
        >
          {t('organizers.builder.addColumn')}
        </Button>
      </div>
    </Stack>
  );
}
