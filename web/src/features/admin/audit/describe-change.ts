import { formatWhen } from '../../../lib/format';

/** One field an action changed, as staff read it: "Frozen: no → yes". */
export interface FieldChange {
  /** The field's name in words ("Balances › SC redeemable"); empty when the whole value changed. */
  field: string;
  before: string;
  after: string;
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Short names that read as capitals: "sc_unplayed" → "SC unplayed". */
const ABBREVIATIONS = new Set(['ach', 'amoe', 'gc', 'id', 'ip', 'sc', 'ssn', 'url', 'usd', 'vip']);

/** A field's name in words: "freeze_reason" → "Freeze reason", "sc_redeemable" → "SC redeemable". */
function fieldName(name: string): string {
  const words = name
    .split('_')
    .filter(Boolean)
    .map((word) => (ABBREVIATIONS.has(word) ? word.toUpperCase() : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value in words: a dash for nothing, yes or no, a status without underscores, a date as a date. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(show).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([name, inner]) => `${fieldName(name)} ${show(inner)}`)
      .join(', ');
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return formatWhen(text);
  if (/^[a-z]+(_[a-z]+)+$/.test(text)) return text.replaceAll('_', ' ');
  return text;
}

/** A record's fields one level deep per nested record: `{balances: {gc}}` → "Balances › GC". */
function flatten(fields: Fields, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [name, value] of Object.entries(fields)) {
    const label = prefix ? `${prefix} › ${fieldName(name)}` : fieldName(name);
    if (isRecord(value)) for (const [inner, innerValue] of flatten(value, label)) flat.set(inner, innerValue);
    else flat.set(label, value);
  }
  return flat;
}

/**
 * What an action changed, as staff read it: one entry per field whose value differs, nested records
 * opened into their fields, values in words (never JSON); the whole before and after when they are not
 * records of fields. No entry when nothing changed.
 */
export function describeChange(before: unknown, after: unknown): FieldChange[] {
  // Something created (nothing before) or removed (nothing after) lists its fields against a dash.
  if (before == null && isRecord(after)) return describeChange({}, after);
  if (isRecord(before) && after == null) return describeChange(before, {});
  if (!isRecord(before) || !isRecord(after)) {
    const whole = { field: '', before: show(before), after: show(after) };
    return whole.before === whole.after ? [] : [whole];
  }
  const was = flatten(before);
  const now = flatten(after);
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  return fields
    .map((field) => ({ field, before: show(was.get(field)), after: show(now.get(field)) }))
    .filter((change) => change.before !== change.after);
}
