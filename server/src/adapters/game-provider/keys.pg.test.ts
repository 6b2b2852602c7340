import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase, usingRealPostgres } from '../../test/database';
import { sandboxHub88Keys, sandboxPragmaticSecret } from './keys';

describe.skipIf(!usingRealPostgres)(
  'the sandbox provider’s keys, shared by every instance (real PostgreSQL)',
  () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database?.close();
    });

    it('instances starting at once all generate, and all end with the same two pairs', async () => {
      const started = await Promise.all(Array.from({ length: 6 }, () => sandboxHub88Keys(database.db)));
      const first = started[0];
      expect(first?.casino.publicKeyPem).toContain('BEGIN PUBLIC KEY');
      expect(first?.casino.publicKeyPem).not.toBe(first?.provider.publicKeyPem);
      for (const keys of started) expect(keys).toEqual(first);
      expect(await sandboxHub88Keys(database.db)).toEqual(first);
      const secrets = await Promise.all([
        sandboxPragmaticSecret(database.db),
        sandboxPragmaticSecret(database.db),
      ]);
      expect(secrets[0]).toBe(secrets[1]);
    });
  },
);
