import { readFileSync } from 'node:fs';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { usingRealPostgres } from '../test/database';
import type { DB, PurchaseStatus } from './schema';
import { generateTableTypes, TABLE_TYPES_COMMAND, TABLE_TYPES_FILE } from './table-types';

describe.skipIf(!usingRealPostgres)('the committed table types', () => {
  it('are what kysely-codegen generates from a freshly migrated database', async () => {
    const committed = readFileSync(TABLE_TYPES_FILE, 'utf8');
    const fresh = await generateTableTypes(process.env.TEST_DATABASE_URL as string);
    expect(
      fresh,
      `server/src/db/generated.ts differs from a freshly migrated database; ` +
        `if the change is meant, refresh it with \`${TABLE_TYPES_COMMAND}\``,
    ).toBe(committed);
  });
});

describe("schema.ts's narrowed columns", () => {
  it('keep the database nullability and defaults while holding the product union', () => {
    expectTypeOf<Selectable<DB['purchases']>['status']>().toEqualTypeOf<PurchaseStatus>();
    expectTypeOf<Selectable<DB['purchases']>['confirmation']>().toEqualTypeOf<
      'pending' | 'confirmed' | 'denied' | null
    >();
    expectTypeOf<Insertable<DB['purchases']>['status']>().toEqualTypeOf<PurchaseStatus | undefined>();
    expectTypeOf<Insertable<DB['bets']>['coin']>().toEqualTypeOf<'GC' | 'SC'>();
    expectTypeOf<Updateable<DB['staff_audit_log']>>().not.toHaveProperty('before');
    expectTypeOf<Selectable<DB['redemptions']>>().not.toHaveProperty('gift_card_code');
  });
});
