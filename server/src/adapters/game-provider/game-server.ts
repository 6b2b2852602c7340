import type { Database } from '../../db/database';
import type { GameLaunch, GameServer } from '../../modules/providers/launch/game-server';
import { createSession, findTitle } from './sessions';

/** The web app's route that renders the sandbox provider's game page, full-bleed, outside the casino shell. */
export const SANDBOX_GAME_PAGE = '/provider-sandbox';

/**
 * The sandbox provider as the casino launches it: like a real provider's `game/url`, it opens a game
 * session of its own (shared by every app instance, in the database) and answers its game page's URL,
 * `/provider-sandbox/{protocol}/{sessionId}`, which the casino's game page frames.
 */
export class SandboxGameServer implements GameServer {
  constructor(private readonly db: Database) {}

  async gameUrl(launch: GameLaunch): Promise<string> {
    if (!(await findTitle(this.db, launch.gameCode)))
      throw new Error(`the sandbox provider has no game ${launch.gameCode}`);
    const session = await createSession(this.db, launch);
    return `${SANDBOX_GAME_PAGE}/${session.protocol}/${session.id}`;
  }
}
