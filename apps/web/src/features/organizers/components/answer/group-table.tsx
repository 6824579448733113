import { ORGANIZER_LIMITS, type TOrganizerAnswerValue, type TOrganizerQuestion } from '@ledgerport/contract';
import { ActionIcon, Button, Input, ScrollArea, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnQuestion, ScalarInput } from './question-input.tsx';

type TRow = Record<string, string | number | boolean | null>;

type TGroupTableProps = {
  question: TOrganizerQuestion;
  label: ReactNode;
  description?: ReactNode;
  value: TOrganizerAnswerValue | undefined;
  onChange: (rows: TRow[]) => void;
  disabled: boolean;
  error?: ReactNode;
};

const rowsOf = (value: TOrganizerAnswerValue | undefined): TRow[] =>
  Array.isArray(value) ? value.filter((row): row is TRow => typeof row === 'object' && row !== null) : [];

/**
 * A repeating group (dependents, employers, 1099s) as an editable table: a row per item, one input per
 * column, rows added and removed with buttons. On a phone the table scrolls sideways inside its card.
 */
export function GroupTable({ question, label, description, value, onChange, disabled, error }: TGroupTableProps) {
  const { t } = useTranslation();
  const rows = rowsOf(value);
  const columns = question.columns ?? [];
  const full = rows.length >= ORGANIZER_LIMITS.groupRows;
  const setCell = (index: number, column: string, cell: TOrganizerAnswerValue) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [column]: cell as TRow[string] } : row)));

  return (
    <Input.Wrapper label={label} description={description} error={error} required={question.required}>
      <Stack gap="xs" mt={4}>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('organizers.answer.noRows')}
          </Text>
        ) : (
          <ScrollArea type="auto" offsetScrollbars="x">
            <Table withTableBorder verticalSpacing={4} miw={columns.length * 160 + 48}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.key}>{column.label}</Table.Th>
                  ))}
                  <Table.Th>
                    <VisuallyHidden>{t('organizers.answer.rowActions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={index}>
                    {columns.map((column) => (
                      <Table.Td key={column.key}>
                        <ScalarInput
                          compact
                          question={columnQuestion(column)}
                          label={t('organizers.answer.cellLabel', { column: column.label, row: index + 1 })}
                          value={row[column.key] ?? undefined}
                          onChange={(cell) => setCell(index, column.key, cell)}
                          disabled={disabled}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        disabled={disabled}
                        aria-label={t('organizers.answer.removeRow', { row: index + 1 })}
                        onClick={() => onChange(rows.filter((_, i) => i !== index))}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        <div>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={disabled || full}
            onClick={() => onChange([...rows, Object.fromEntries(columns.map((column) => [column.key, null]))])}
          >
            {t('organizers.answer.addRow')}
          </Button>
        </div>
      </Stack>
    </Input.Wrapper>
  );
}
