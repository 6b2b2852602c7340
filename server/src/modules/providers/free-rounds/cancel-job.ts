import type { Database } from '../../../db/database';
import type { JobHandler } from '../../../jobs';
import type { GameServer } from '../launch/game-server';
import { freeRoundsKey, grantOfJob } from './grant-job';

export const FREE_ROUNDS_CANCEL_JOB = 'free_rounds.cancel';

/** The cancel job's key: one cancellation per grant. */
export const freeRoundsCancelKey = (grantId: bigint) => `free-rounds-cancel-${grantId}`;

/**
 * Asks the game's provider to cancel a refunded purchase's free rounds. Sent whether or not the grant had
 * reached the provider: a grant job still asking it then finds the grant cancelled and cancels what it
 * granted itself. A provider out of reach is asked again with back-off; asking twice cancels once.
 */
export function freeRoundsCancelJobHandler(db: Database, gameServer: GameServer): JobHandler {
  return async (job) => {
    const grant = await grantOfJob(db, job);
    await gameServer.cancelFreeRounds({
      protocol: grant.protocol,
      reference: freeRoundsKey(grant.id),
      providerReference: grant.provider_reference,
    });
    return undefined;
  };
}
