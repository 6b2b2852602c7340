import { randomUUID } from 'node:crypto';
import {
  coinSchema,
  NO_SANDBOX_FAULTS,
  type SandboxFaultSettings,
  type SandboxFaults,
  sandboxFaultsSchema,
  sandboxProtocolSchema,
} from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { GameLaunch } from '../../modules/providers/launch/game-server';

/** What the sandbox provider keeps of one launch, as a real provider keeps it (integrations.md). */
export interface ProviderSession extends Omit<GameLaunch, 'protocol'> {
  id: string;
  protocol: GameLaunch['protocol'];
}

export async function createSession(db: Database, launch: GameLaunch): Promise<ProviderSession> {
  const id = randomUUID();
  await db
    .insertInto('sandbox_provider_sessions')
    .values({
      id,
      protocol: launch.protocol,
      user_id: launch.user,
      token: launch.token,
      coin: launch.coin,
      game_code: launch.gameCode,
      platform: launch.platform,
      lobby_url: launch.lobbyUrl,
    })
    .execute();
  return { id, ...launch };
}

export async function findSession(db: Database, id: string): Promise<ProviderSession | null> {
  const row = await db
    .selectFrom('sandbox_provider_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    protocol: sandboxProtocolSchema.parse(row.protocol),
    user: row.user_id,
    token: row.token,
    coin: coinSchema.parse(row.coin),
    gameCode: row.game_code,
    platform: row.platform === 'mobile' ? 'mobile' : 'desktop',
    lobbyUrl: row.lobby_url,
  };
}

/** The catalog title a game code names, as engineFor reads it, with its studio; null for a game the provider does not have. */
export async function findTitle(db: Database, gameCode: string) {
  return (
    (await db
      .selectFrom('games')
      .innerJoin('providers', 'providers.id', 'games.provider_id')
      .select(['games.identifier', 'games.name', 'games.title', 'games.kind', 'providers.name as studio'])
      .where('games.identifier', '=', gameCode)
      .where('games.kind', '!=', 'house')
      .orderBy('games.id')
      .executeTakeFirst()) ?? null
  );
}

/** Every session's faults when no session-specific ones are set. */
export const GLOBAL_SCOPE = '*';

/** The faults in force for a session: its own, else the global ones, else none. */
export async function faultsFor(db: Database, sessionId: string): Promise<SandboxFaultSettings> {
  const rows = await db
    .selectFrom('sandbox_provider_faults')
    .select(['scope', 'faults'])
    .where('scope', 'in', [sessionId, GLOBAL_SCOPE])
    .execute();
  const own = rows.find((row) => row.scope === sessionId);
  const global = rows.find((row) => row.scope === GLOBAL_SCOPE);
  if (own) return { scope: 'session', faults: sandboxFaultsSchema.parse(own.faults) };
  if (global) return { scope: 'global', faults: sandboxFaultsSchema.parse(global.faults) };
  return { scope: 'none', faults: NO_SANDBOX_FAULTS };
}

/** Sets the faults for one session or (scope '*') every session; null clears them. */
export async function setFaults(db: Database, scope: string, faults: SandboxFaults | null): Promise<void> {
  if (faults === null) {
    await db.deleteFrom('sandbox_provider_faults').where('scope', '=', scope).execute();
    return;
  }
  await db
    .insertInto('sandbox_provider_faults')
    .values({ scope, faults: sql`${JSON.stringify(faults)}::jsonb` })
    .onConflict((oc) =>
      oc
        .column('scope')
        .doUpdateSet({ faults: sql`${JSON.stringify(faults)}::jsonb`, updated_at: new Date() }),
    )
    .execute();
}
