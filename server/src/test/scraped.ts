/**
 * A sample's value in a Prometheus text exposition: the first line of metric `name` carrying every one of
 * `labels` (others may be there too), or undefined when there is none.
 */
export function scrapedValue(
  exposition: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  for (const line of exposition.split('\n')) {
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample || sample[1] !== name) continue;
    const carried = sample[2]?.split(',') ?? [];
    if (wanted.every((label) => carried.includes(label))) return Number(sample[3]);
  }
  return undefined;
}
