import type { TOrganizerAnswerValue, TOrganizerColumn, TOrganizerQuestion } from '@ledgerport/contract';
import { ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFormats } from '../../../../lib/formats.ts';

type TKindOf = Pick<TOrganizerQuestion, 'kind'> | Pick<TOrganizerColumn, 'kind'>;

/** One value in words, as staff read it: amounts and days in their notation, yes/no in their language. */
export function valueText(
  kind: TKindOf['kind'],
  value: TOrganizerAnswerValue | undefined,
  formats: TFormats,
  yesNo: (value: boolean) => string,
): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return yesNo(value);
  if (kind === 'money' && typeof value === 'string') return formats.money(value);
  if (kind === 'date' && typeof value === 'string') return formats.day(value);
  if (typeof value === 'number') return formats.number(value);
  if (Array.isArray(value)) {
    return value
      .map((item) => (typeof item === 'string' ? item : ''))
      .filter(Boolean)
      .join(', ');
  }
  return value;
}

type TAnswerTextProps = {
  question: TOrganizerQuestion;
  value: TOrganizerAnswerValue | undefined;
  formats: TFormats;
};

/** An answer shown read-only: text, a list of choices, or a group's rows as a table. */
export function AnswerText({ question, value, formats }: TAnswerTextProps) {
  const { t } = useTranslation();
  const yesNo = (yes: boolean) => (yes ? t('organizers.answer.yes') : t('organizers.answer.no'));
  if (question.kind === 'group') {
    const rows = Array.isArray(value)
      ? (value.filter((row) => typeof row === 'object' && row !== null) as Record<string, TOrganizerAnswerValue>[])
      : [];
    if (rows.length === 0) return <NoAnswer />;
    const columns = question.columns ?? [];
    return (
      <ScrollArea type="auto" offsetScrollbars="x">
        <Table withTableBorder verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key}>{column.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={index}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{valueText(column.kind, row[column.key], formats, yesNo)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    );
  }
  const text = valueText(question.kind, value, formats, yesNo);
  if (!text) return <NoAnswer />;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  );
}

function NoAnswer() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" fs="italic">
      {t('organizers.review.noAnswer')}
    </Text>
  );
}
