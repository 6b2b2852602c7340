import { gameSoftwareSchema } from '@casino/contract';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { type JobHandler, PermanentJobError } from '../../../jobs';
import { FreeRoundsRefused, type GameServer } from '../launch/game-server';
import { protocolOf, providerPlayer } from '../launch/provider-player';
import { grantToSend, markFailed, markGranted } from './grants-repository';

export const FREE_ROUNDS_JOB = 'free_rounds.grant';

/** The job's key, and the reference the provider keeps the rounds under: one grant, once, ever. */
export const freeRoundsKey = (grantId: bigint) => `free-rounds-${grantId}`;

const payloadSchema = z.object({ grantId: z.string().regex(/^\d+$/) });

/**
 * Asks the game's provider to grant a purchase's free rounds. The provider keeps them under our key, so a
 * job run again (a crash, a lost answer) grants nothing more; an unreachable provider is asked again with
 * back-off, and a final refusal fails the grant for staff to see (the job is dead with its reason).
 */
export function freeRoundsJobHandler(db: Database, gameServer: GameServer): JobHandler {
  return async (job) => {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success) throw new PermanentJobError(`${job.kind}: unreadable payload`);
    const grant = await grantToSend(db, BigInt(payload.data.grantId));
    if (!grant) throw new PermanentJobError(`${job.kind}: no grant ${payload.data.grantId}`);
    if (grant.status !== 'pending') return undefined;
    const software = gameSoftwareSchema.parse(grant.software);
    try {
      const reference = await gameServer.grantFreeRounds({
        protocol: protocolOf(software),
        user: providerPlayer(grant.user_id, grant.coin),
        coin: grant.coin,
        gameCode: grant.identifier,
        rounds: grant.rounds,
        roundValue: grant.round_value,
        reference: freeRoundsKey(grant.id),
        expiresAt: grant.expires_at,
      });
      await markGranted(db, grant.id, reference);
      return undefined;
    } catch (error) {
      if (!(error instanceof FreeRoundsRefused)) throw error;
      await markFailed(db, grant.id, error.message);
      throw new PermanentJobError(`the provider refused the free rounds: ${error.message}`);
    }
  };
}
