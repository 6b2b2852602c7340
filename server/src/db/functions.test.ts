import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { suiteFixture } from '../test/suite-fixture';
import { functionBody, livingFunctions } from './functions';
import { bodyReference, REFRESH_COMMAND, SCHEMA_FILE } from './schema-dump';

const living = livingFunctions();

/**
 * Each function of the committed dump, by name, with what stands for its body there (twice the same name is
 * an overload).
 */
function dumpedFunctions(): { name: string; body: string | null }[] {
  const dump = readFileSync(SCHEMA_FILE, 'utf8');
  return [...dump.matchAll(/^CREATE FUNCTION (\w+)\(/gm)].map((match) => ({
    name: match[1] as string,
    body: functionBody(dump.slice(match.index)),
  }));
}

describe('the living functions (db/functions/*.sql)', () => {
  it('each define the function their file is named for, once', () => {
    for (const fn of living) {
      const defined = [...fn.definition.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\(/g)].map((m) => m[1]);
      expect(defined, `functions/${fn.name}.sql`).toEqual([fn.name]);
    }
  });

  it('are the functions of the committed schema.sql, body for body (by digest)', () => {
    const dumped = dumpedFunctions();
    expect(
      dumped.map((fn) => fn.name),
      'every function of schema.sql has its file in db/functions/, and no other',
    ).toEqual(living.map((fn) => fn.name));
    for (const fn of dumped) {
      const file = living.find((l) => l.name === fn.name);
      expect(
        fn.body,
        `schema.sql's ${fn.name} differs from functions/${fn.name}.sql: refresh it with \`${REFRESH_COMMAND}\``,
      ).toBe(bodyReference(fn.name, functionBody(file?.definition ?? '') ?? ''));
    }
  });

  describe('in a migrated database', () => {
    const database = suiteFixture(createTestDatabase);

    it('are every function it has, as written (no overload left by a changed signature)', async () => {
      const { rows } = await sql<{ name: string; body: string }>`
        SELECT p.proname AS name, p.prosrc AS body FROM pg_proc p
          JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname = current_schema()
            -- An extension's own functions (pg_trgm's on PGlite) are not ours.
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
          ORDER BY p.proname`.execute(database.db);
      expect(rows).toEqual(living.map((fn) => ({ name: fn.name, body: functionBody(fn.definition) })));
    });
  });
});
