/** A value in the audit log as text: a dash for nothing, JSON for what is not a plain value. */
const show = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * What an action changed, as staff read it: one line per field whose value differs ("frozen: false →
 * true"), or the whole before and after when they are not records of fields.
 */
export function describeChange(before: unknown, after: unknown): string[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  // Something created (nothing before) or removed (nothing after) lists its fields against a dash.
  if (before == null && isRecord(after)) return describeChange({}, after);
  if (isRecord(before) && after == null) return describeChange(before, {});
  if (!isRecord(before) || !isRecord(after)) return [`${show(before)} → ${show(after)}`];
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = names.filter((name) => show(before[name]) !== show(after[name]));
  if (changed.length === 0) return ['no change'];
  return changed.map((name) => `${name}: ${show(before[name])} → ${show(after[name])}`);
}
