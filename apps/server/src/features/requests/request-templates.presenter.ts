import type { TRequestTemplate, TRequestTemplateSummary, TTemplateItemInput } from '@ledgerport/contract';
import type { TemplateItemFields, TemplateItemRow, TemplateRow } from './request-templates.repo.ts';

export const presentTemplateSummary = (row: TemplateRow): TRequestTemplateSummary => ({
  uuid: row.id,
  name: row.name,
  description: row.description,
  revision: row.revision,
  item_count: row.item_count ?? 0,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export function presentTemplate(row: TemplateRow, items: TemplateItemRow[]): TRequestTemplate {
  const { item_count: _count, ...summary } = presentTemplateSummary(row);
  return {
    ...summary,
    items: items.map((item) => ({
      uuid: item.id,
      title: item.title,
      description: item.description,
      kind: item.kind,
      due_in_days: item.due_in_days,
      recurrence: item.cadence ? { cadence: item.cadence, due_days: item.due_days ?? 0 } : null,
    })),
  };
}

/** An item as the schema parsed it → its columns. */
export const itemColumns = (item: TTemplateItemInput): TemplateItemFields & { id?: string } => ({
  id: item.uuid,
  title: item.title,
  description: item.description ?? '',
  kind: item.kind,
  due_in_days: item.recurrence ? null : (item.due_in_days ?? null),
  cadence: item.recurrence?.cadence ?? null,
  due_days: item.recurrence?.due_days ?? null,
});
