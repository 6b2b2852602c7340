import {
  type GameSession,
  type GameSessionRequest,
  type GameSoftware,
  REGION_BLOCKED_TEXT,
} from '@casino/contract';
import type { Database } from '../../../db/database';
import { inTransaction, type Trx } from '../../../db/transaction';
import { AppError } from '../../../http/errors';
import type { GameServer } from './game-server';
import { protocolOf, providerPlayer } from './provider-player';
import { openGameSession } from './sessions-repository';

export interface LaunchPorts {
  db: Database;
  gameServer: GameServer;
  /** The eligibility module's gate on play: a break, self-exclusion, the player's limits, SC's location. */
  eligibility: { play(trx: Trx, userId: bigint, coin: GameSession['coin'], wager: bigint): Promise<void> };
  /** Whether the catalog's region restriction (spec §6) applies to this player. */
  regionRestricted(userId: bigint): Promise<boolean>;
  /** How long the token admits new bets (extended while the player keeps betting). */
  sessionLifetimeMs: number;
}

const noSuchGame = () => new AppError('NOT_FOUND', 'This game could not be found.');

/**
 * Opens a game of `software` for the player in the asked coin: the game must be that software's, allowed
 * in the player's region, and the player allowed to play that coin now (the same gate as a house play, at
 * no stake); then a launch token is issued and the provider's game server asked for the game's URL.
 */
export async function launchGame(
  ports: LaunchPorts,
  userId: bigint,
  software: GameSoftware,
  request: GameSessionRequest,
): Promise<GameSession> {
  const game = await ports.db
    .selectFrom('games')
    .innerJoin('providers', 'providers.id', 'games.provider_id')
    .select(['games.id', 'games.identifier', 'games.software', 'games.link_name', 'providers.region_allowed'])
    .where('games.id', '=', request.gameId)
    .executeTakeFirst();
  if (!game || game.software !== software) throw noSuchGame();
  if (!game.region_allowed && (await ports.regionRestricted(userId)))
    throw new AppError('REGION_NOT_AVAILABLE', REGION_BLOCKED_TEXT);
  const coin = request.currencyType;
  const protocol = protocolOf(software);
  const expiresAt = new Date(Date.now() + ports.sessionLifetimeMs);
  const token = await inTransaction(ports.db, async (trx) => {
    await ports.eligibility.play(trx, userId, coin, 0n);
    return openGameSession(trx, { userId, gameId: game.id, protocol, coin, expiresAt });
  });
  const url = await ports.gameServer.gameUrl({
    protocol,
    user: providerPlayer(userId, coin),
    token,
    coin,
    gameCode: game.identifier,
    platform: request.channel === 'mobile' ? 'mobile' : 'desktop',
    lobbyUrl: gamePagePath(software, game.link_name),
  });
  return { url, coin, expires_at: expiresAt.toISOString() };
}

/** The game's own page (spec §2 link shapes): relax's has no software prefix. */
function gamePagePath(software: GameSoftware, linkName: string): string {
  return software === 'relax' ? `/casino/games/${linkName}` : `/${software}/casino/games/${linkName}`;
}
