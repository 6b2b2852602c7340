/**
 * Serialised list answers by normalised query. The catalog changes only by migration or staff edit
 * (which calls clear()), so a guest's lobby read is a map lookup; entries still expire so a change made
 * by another instance shows within the TTL. The answer is kept as a promise, so a burst of the same
 * uncached query runs its SQL once.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { json: Promise<string>; expires: number }>();

  constructor(
    private readonly maxEntries = 5_000,
    private readonly ttlMs = 60_000,
  ) {}

  get(key: string, compute: () => Promise<unknown>): Promise<string> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.json;
    const json = compute().then((answer) => JSON.stringify(answer));
    json.catch(() => {
      if (this.entries.get(key)?.json === json) this.entries.delete(key);
    });
    // Oldest first: Map keeps insertion order, so the first key is the one to drop.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { json, expires: now + this.ttlMs });
    return json;
  }

  clear(): void {
    this.entries.clear();
  }
}
