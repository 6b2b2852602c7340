import type { Database } from '../../db/database';
import type {
  FreeRoundsCancel,
  FreeRoundsGrant,
  GameLaunch,
  GameServer,
} from '../../modules/providers/launch/game-server';
import { cancelSandboxFreeRounds, grantSandboxFreeRounds, sandboxFreeRoundsLeft } from './free-rounds';
import { createSession, findTitle } from './sessions';

/** The web app's route that renders the sandbox provider's game page, full-bleed, outside the casino shell. */
export const SANDBOX_GAME_PAGE = '/provider-sandbox';

/**
 * The sandbox provider as the casino launches it: like a real provider's `game/url`, it opens a game
 * session of its own (shared by every app instance, in the database) and answers its game page's URL,
 * `/provider-sandbox/{protocol}/{sessionId}`, which the casino's game page frames. It takes and cancels free
 * rounds as a provider's free-rounds API does.
 */
export class SandboxGameServer implements GameServer {
  constructor(private readonly db: Database) {}

  async gameUrl(launch: GameLaunch): Promise<string> {
    if (!(await findTitle(this.db, launch.gameCode)))
      throw new Error(`the sandbox provider has no game ${launch.gameCode}`);
    const session = await createSession(this.db, launch);
    return `${SANDBOX_GAME_PAGE}/${session.protocol}/${session.id}`;
  }

  /** Like a provider's free-rounds call: kept under the casino's reference, the game's page plays them. */
  grantFreeRounds(grant: FreeRoundsGrant): Promise<string> {
    return grantSandboxFreeRounds(this.db, grant);
  }

  cancelFreeRounds(cancel: FreeRoundsCancel): Promise<void> {
    return cancelSandboxFreeRounds(this.db, cancel.reference);
  }

  freeRoundsLeft(references: readonly string[]): Promise<ReadonlyMap<string, number>> {
    return sandboxFreeRoundsLeft(this.db, references);
  }
}
