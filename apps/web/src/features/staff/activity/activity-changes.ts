import type { TFunction } from '../../../lib/i18n/translations.ts';
import { itemNumber, LANGUAGE_TAGS, NAME_PREFIXES } from '@market/domain';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMoney } from '../shared/console-parts.tsx';

/** One changed field of an activity entry, in words: its label and its value before and after. */
export interface Change {
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MONEY_FIELDS = new Set([
  'answerPrice',
  'amount',
  'itemPrice',
  'sellPrice',
  'actualAmount',
  'estimateLow',
  'estimateHigh',
]);
/** Names kept in six languages (the Korean one without prefix): their label says the language. */
const LOCALIZED_BASES = ['siLocation', 'siContent'];

/** The label of a stored field: "State", "Description (French)"; an unknown field keeps its name. */
function fieldLabel(key: string, t: TFunction<'admin'>): string {
  for (const base of LOCALIZED_BASES) {
    const code = NAME_PREFIXES.findIndex(
      (prefix) => key === (prefix ? `${prefix}${base[0]!.toUpperCase()}${base.slice(1)}` : base),
    );
    if (code >= 0) return `${t(`field.${base}`)} (${t(`language.${LANGUAGE_TAGS[code]}`)})`;
  }
  return t(`field.${key}`, { defaultValue: key });
}

/** A stored value as staff read it: states and flags by name, yes and no, money, dates, vehicle numbers. */
function valueText(key: string, value: unknown, t: TFunction<'admin'>, language: string): string {
  if (isEmpty(value)) return '–';
  if (key === 'state') return t(`state.${String(value)}`);
  if (key === 'flag') return t(`flag.${String(value)}`);
  if (key === 'kind') return t(`bankAccounts.kind.${String(value)}`, { defaultValue: String(value) });
  if (key === 'status') return t(`sellers.${String(value)}`, { defaultValue: String(value) });
  if (key === 'items' && Array.isArray(value)) {
    return value.map((line) => (isRecord(line) ? itemNumber(Number(line.itemNo)) : String(line))).join(', ');
  }
  if (key === 'receipts' && Array.isArray(value)) return String(value.length);
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  if (typeof value === 'number' && MONEY_FIELDS.has(key)) return formatMoney(value);
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDateTime(value, language);
  if (Array.isArray(value))
    return value.map((part) => (isRecord(part) ? JSON.stringify(part) : String(part))).join(', ');
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

/**
 * What an entry changed, field by field: for two records the fields that differ; for a record made or removed its
 * non-empty fields; for a new order (two lists) the order itself.
 */
export function describeChanges(before: unknown, after: unknown, t: TFunction<'admin'>, language: string): Change[] {
  const show = (key: string, value: unknown) => valueText(key, value, t, language);
  if (Array.isArray(before) || Array.isArray(after)) {
    return [{ field: t('field.order'), before: show('order', before), after: show('order', after) }];
  }
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  return Object.keys({ ...old, ...now })
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
    .filter((key) => !(isEmpty(old[key]) && isEmpty(now[key])))
    .map((key) => ({ field: fieldLabel(key, t), before: show(key, old[key]), after: show(key, now[key]) }));
}
