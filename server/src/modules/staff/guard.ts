import { STAFF_TWO_FACTOR_REQUIRED } from '@casino/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { requirePlayer, type SessionResolver } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { mayPerform, type StaffAction } from './permissions';

/** Shown to staff who have not turned on two-factor authentication. */
export const TWO_FACTOR_REQUIRED = STAFF_TWO_FACTOR_REQUIRED;

/** What the staff guard reads: the session, and the staff member's row for their two-factor state. */
export interface StaffGuardPorts {
  sessions: SessionResolver;
  db: Database;
}

/**
 * The guard of every staff endpoint: signed in (401 otherwise), a rank at or above the action's, and
 * two-factor authentication on (403 otherwise). Checked on every call, never trusted from the browser;
 * the rank comes from the session's row, so a demotion takes effect on the next call.
 */
export function requireStaff(ports: StaffGuardPorts, action: StaffAction) {
  return [
    requirePlayer(ports.sessions),
    async (request: FastifyRequest): Promise<void> => {
      const player = request.player;
      if (!player || !mayPerform(player.rank, action)) {
        throw new AppError('FORBIDDEN', 'You are not allowed to do this.');
      }
      const staff = await ports.db
        .selectFrom('users')
        .select('two_factor_enabled_at')
        .where('id', '=', player.userId)
        .executeTakeFirst();
      if (!staff?.two_factor_enabled_at) throw new AppError('FORBIDDEN', TWO_FACTOR_REQUIRED);
    },
  ];
}
