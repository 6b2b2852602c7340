import type { Database } from '../../server/src/db/database';
import { openGameSession } from '../../server/src/modules/providers/launch/sessions-repository';

/** The catalog's first Hub88 game, which the provider benches play. */
export function firstHub88Game(inSchema: Database) {
  return inSchema
    .selectFrom('games')
    .select(['id', 'identifier'])
    .where('software', '=', 'hub88')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** A player's GC session in the game, opened as a launch opens it, for an hour: its token. */
export function openBenchGameSession(inSchema: Database, userId: bigint, gameId: number): Promise<string> {
  return openGameSession(inSchema, {
    userId,
    gameId,
    protocol: 'hub88',
    coin: 'GC',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
}
