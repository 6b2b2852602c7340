import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { usingRealPostgres } from '../test/database';
import { dumpFreshSchema, REFRESH_COMMAND, SCHEMA_FILE } from './schema-dump';

/** First lines that differ, so a failure shows what changed without a full dump in the log. */
function firstDifferences(expected: string, actual: string, most = 20): string {
  const want = expected.split('\n');
  const got = actual.split('\n');
  const lines: string[] = [];
  for (let i = 0; i < Math.max(want.length, got.length) && lines.length < most; i += 1) {
    if (want[i] !== got[i]) lines.push(`line ${i + 1}\n- ${want[i] ?? ''}\n+ ${got[i] ?? ''}`);
  }
  return lines.join('\n');
}

describe.skipIf(!usingRealPostgres)('the committed schema dump', () => {
  it('is what the migrations build on a fresh database', async () => {
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    const fresh = await dumpFreshSchema(process.env.TEST_DATABASE_URL as string);
    expect(
      fresh === committed,
      `server/src/db/schema.sql differs from a freshly migrated database (- committed, + fresh); ` +
        `if the change is meant, refresh it with \`${REFRESH_COMMAND}\`:\n${firstDifferences(committed, fresh)}`,
    ).toBe(true);
  });
});
