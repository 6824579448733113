import {
  REQUEST_CADENCES,
  ASKABLE_REQUEST_KINDS,
  type TCreateRequestTemplateRequest,
  type TRequestCadence,
  type TAskableRequestKind,
  type TRequestTemplate,
} from '@ledgerport/contract';

export type TTiming = 'ONE_OFF' | 'RECURRING';

export type TItemValues = {
  /** Kept for an existing item: what it made stays linked to it when the template is saved. */
  uuid?: string;
  /** Identifies the row while editing (a new item has no uuid yet). */
  key: string;
  title: string;
  description: string;
  kind: TAskableRequestKind;
  timing: TTiming;
  due_in_days: number | string;
  cadence: TRequestCadence;
  due_days: number | string;
};
export type TTemplateFormValues = { name: string; description: string; items: TItemValues[] };

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;

export const blankItem = (): TItemValues => ({
  key: newKey(),
  title: '',
  description: '',
  kind: ASKABLE_REQUEST_KINDS[0],
  timing: 'RECURRING',
  due_in_days: 14,
  cadence: REQUEST_CADENCES[0],
  due_days: 10,
});

export function initialTemplateValues(template?: TRequestTemplate): TTemplateFormValues {
  if (!template) return { name: '', description: '', items: [blankItem()] };
  return {
    name: template.name,
    description: template.description,
    items: template.items.map((item) => ({
      ...blankItem(),
      uuid: item.uuid,
      title: item.title,
      description: item.description,
      kind: item.kind,
      timing: item.recurrence ? 'RECURRING' : 'ONE_OFF',
      due_in_days: item.due_in_days ?? 14,
      cadence: item.recurrence?.cadence ?? REQUEST_CADENCES[0],
      due_days: item.recurrence?.due_days ?? 10,
    })),
  };
}

const whole = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/** The body the server takes: each item with its one timing only. */
export function toTemplateRequest(values: TTemplateFormValues): TCreateRequestTemplateRequest {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    items: values.items.map((item) => ({
      ...(item.uuid ? { uuid: item.uuid } : {}),
      title: item.title.trim(),
      description: item.description.trim(),
      kind: item.kind,
      ...(item.timing === 'ONE_OFF'
        ? { due_in_days: whole(item.due_in_days) }
        : { recurrence: { cadence: item.cadence, due_days: whole(item.due_days) } }),
    })),
  };
}

const inRange = (max: number) => (value: number | string) => {
  const n = whole(value);
  return Number.isInteger(n) && n >= 0 && n <= max;
};

/** The rules the form checks before sending (the server checks them again), as translation keys. */
export const templateFormRules = {
  name: (value: string) => (value.trim() ? null : 'errors.rules.nameRequired'),
  items: {
    title: (value: string) => (value.trim() ? null : 'errors.rules.requestTitleRequired'),
    due_in_days: (value: number | string, values: TTemplateFormValues, path: string) => {
      const item = values.items[Number(path.split('.')[1])];
      return item?.timing !== 'ONE_OFF' || inRange(365)(value) ? null : 'errors.rules.dueInDaysRange';
    },
    due_days: (value: number | string, values: TTemplateFormValues, path: string) => {
      const item = values.items[Number(path.split('.')[1])];
      return item?.timing !== 'RECURRING' || inRange(120)(value) ? null : 'errors.rules.dueDaysRange';
    },
  },
};
