import { gameSoftwareSchema } from '@casino/contract';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { type JobHandler, PermanentJobError, type RunningJob } from '../../../jobs';
import { FreeRoundsRefused, type GameServer } from '../launch/game-server';
import { protocolOf, providerPlayer } from '../launch/provider-player';
import { grantToSend, markFailed, markGranted } from './grants-repository';

export const FREE_ROUNDS_JOB = 'free_rounds.grant';

/** The job's key, and the reference the provider keeps the rounds under: one grant, once, ever. */
export const freeRoundsKey = (grantId: bigint) => `free-rounds-${grantId}`;

const payloadSchema = z.object({ grantId: z.string().regex(/^\d+$/) });

/** The grant a free-rounds job (grant or cancel) is about, with the game's wallet protocol. */
export async function grantOfJob(db: Database, job: RunningJob) {
  const payload = payloadSchema.safeParse(job.payload);
  if (!payload.success) throw new PermanentJobError(`${job.kind}: unreadable payload`);
  const grant = await grantToSend(db, BigInt(payload.data.grantId));
  if (!grant) throw new PermanentJobError(`${job.kind}: no grant ${payload.data.grantId}`);
  return { ...grant, protocol: protocolOf(gameSoftwareSchema.parse(grant.software)) };
}

/**
 * Asks the game's provider to grant a purchase's free rounds. The provider keeps them under our key, so a
 * job run again (a crash, a lost answer) grants nothing more; an unreachable provider is asked again with
 * back-off, and a final refusal fails the grant for staff to see (the job is dead with its reason). A
 * grant cancelled while the provider was being asked is cancelled there too, whichever answered first.
 */
export function freeRoundsJobHandler(db: Database, gameServer: GameServer): JobHandler {
  return async (job) => {
    const grant = await grantOfJob(db, job);
    if (grant.status !== 'pending') return undefined;
    const reference = freeRoundsKey(grant.id);
    let providerReference: string;
    try {
      providerReference = await gameServer.grantFreeRounds({
        protocol: grant.protocol,
        user: providerPlayer(grant.user_id, grant.coin),
        coin: grant.coin,
        gameCode: grant.identifier,
        rounds: grant.rounds,
        roundValue: grant.round_value,
        reference,
        expiresAt: grant.expires_at,
      });
    } catch (error) {
      if (!(error instanceof FreeRoundsRefused)) throw error;
      await markFailed(db, grant.id, error.message);
      throw new PermanentJobError(`the provider refused the free rounds: ${error.message}`);
    }
    if (await markGranted(db, grant.id, providerReference)) return undefined;
    const now = await grantToSend(db, grant.id);
    if (now?.status === 'cancelled')
      await gameServer.cancelFreeRounds({ protocol: grant.protocol, reference, providerReference });
    return undefined;
  };
}
