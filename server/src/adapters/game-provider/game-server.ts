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
 * What the sandbox provider does for a launch, as a real provider's `game/url` does: it opens a game
 * session of its own (shared by every app instance, in the database) and answers its game page's URL,
 * `/provider-sandbox/{protocol}/{sessionId}`, which the casino's game page frames.
 */
export async function openSandboxGame(db: Database, launch: GameLaunch): Promise<string | null> {
  if (!(await findTitle(db, launch.gameCode))) return null;
  const session = await createSession(db, launch);
  return `${SANDBOX_GAME_PAGE}/${session.protocol}/${session.id}`;
}

/**
 * The sandbox provider's Pragmatic games as the casino launches them: called in the process, since
 * Pragmatic's own launch and free-rounds API is not modelled (its Hub88 games are launched through Hub88's
 * Operator API over signed HTTP: adapters/hub88). It takes and cancels free rounds as a provider's
 * free-rounds call does, under the casino's reference.
 */
export class SandboxGameServer implements GameServer {
  constructor(private readonly db: Database) {}

  async gameUrl(launch: GameLaunch): Promise<string> {
    const url = await openSandboxGame(this.db, launch);
    if (!url) throw new Error(`the sandbox provider has no game ${launch.gameCode}`);
    return url;
  }

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
