import { Checkbox, Group, List, Pagination, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { EditableCell } from './editable-cell.tsx';
import type { TSheetRow } from './sheet-types.ts';
import { useIssueText } from './use-issue-text.ts';
import type { TSheetIntake } from './use-sheet-intake.ts';

/** Rows per preview page: a 10,000-row sheet stays quick to show and to edit. */
export const PREVIEW_PAGE_SIZE = 50;

type TPreviewTableProps<F extends string> = {
  intake: TSheetIntake<F>;
  fields: readonly F[];
  columnLabel: (field: F) => string;
  disabled: boolean;
};

/**
 * The sheet's rows: a checkbox each, a select-all, the editable cells, and each row's problems beside it. Paged,
 * with a filter for the rows that have problems, so a large sheet stays usable.
 */
export function PreviewTable<F extends string>({ intake, fields, columnLabel, disabled }: TPreviewTableProps<F>) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const [page, setPage] = useState(1);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const { rows, selected, issuesByRow } = intake;
  const shown = onlyProblems ? rows.filter((row) => issuesByRow.has(row.row_number)) : rows;
  const lastPage = Math.max(1, Math.ceil(shown.length / PREVIEW_PAGE_SIZE));
  const current = Math.min(page, lastPage);
  const pageRows = shown.slice((current - 1) * PREVIEW_PAGE_SIZE, current * PREVIEW_PAGE_SIZE);
  const editable = new Set<string>(intake.editable);
  const withProblems = rows.filter((row) => issuesByRow.has(row.row_number)).length;

  // A problem of the row as a whole (e.g. the server's "not in the sheet") names no column.
  const labelOf = (field: string) => (fields.includes(field as F) ? `${columnLabel(field as F)}: ` : '');
  const cell = (row: TSheetRow<F>, field: F) => {
    const label = t('bulk.intake.cellLabel', { column: columnLabel(field), row: row.row_number });
    if (!editable.has(field)) return <Text size="sm">{row.cells[field]}</Text>;
    return (
      <EditableCell
        value={row.cells[field]}
        label={label}
        invalid={issuesByRow.get(row.row_number)?.some((issue) => issue.field === field) ?? false}
        edited={intake.isEdited(row, field)}
        disabled={disabled}
        onCommit={(value) => intake.edit(row.row_number, field, value)}
      />
    );
  };

  return (
    <>
      <Group justify="space-between" gap="sm">
        <Text size="sm" aria-live="polite">
          {t('bulk.intake.selectedCount', { selected: selected.size, total: rows.length })}
          {withProblems > 0 && ` · ${t('bulk.intake.problemCount', { count: withProblems })}`}
        </Text>
        <Group gap="sm">
          <Switch
            label={t('bulk.intake.onlyProblems')}
            checked={onlyProblems}
            onChange={(event) => {
              setOnlyProblems(event.currentTarget.checked);
              setPage(1);
            }}
          />
        </Group>
      </Group>
      <ScrollTable minWidth={720} label={t('bulk.intake.previewLabel')}>
        <Table striped verticalSpacing={4} aria-label={t('bulk.intake.previewLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('bulk.intake.selectAll')}
                  checked={intake.allSelected}
                  indeterminate={selected.size > 0 && !intake.allSelected}
                  onChange={intake.toggleAll}
                  disabled={disabled}
                />
              </Table.Th>
              <Table.Th w={60}>{t('bulk.intake.row')}</Table.Th>
              {fields.map((field) => (
                <Table.Th key={field}>{columnLabel(field)}</Table.Th>
              ))}
              <Table.Th>{t('bulk.intake.problems')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((row) => {
              const issues = issuesByRow.get(row.row_number);
              return (
                <Table.Tr key={row.row_number} aria-invalid={issues ? true : undefined}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('bulk.intake.selectRow', { row: row.row_number })}
                      checked={selected.has(row.row_number)}
                      onChange={() => intake.toggle(row.row_number)}
                      disabled={disabled}
                    />
                  </Table.Td>
                  <Table.Td>{row.row_number}</Table.Td>
                  {fields.map((field) => (
                    <Table.Td key={field}>{cell(row, field)}</Table.Td>
                  ))}
                  <Table.Td>
                    {issues && (
                      <List
                        size="xs"
                        c="red"
                        spacing={0}
                        aria-label={t('bulk.intake.rowProblems', { row: row.row_number })}
                      >
                        {issues.map((issue, index) => (
                          <List.Item key={index}>
                            {labelOf(issue.field)}
                            {issueText(issue)}
                          </List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {lastPage > 1 && (
        <nav aria-label={t('bulk.intake.previewPages')}>
          <Pagination
            total={lastPage}
            value={current}
            onChange={setPage}
            siblings={1}
            boundaries={1}
            size="sm"
            getItemProps={(n) => ({ 'aria-label': t('users.list.goToPage', { page: n }) })}
            getControlProps={(control) => ({ 'aria-label': t(`users.list.${control}Page`) })}
          />
        </nav>
      )}
    </>
  );
}
