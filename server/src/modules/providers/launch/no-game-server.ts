import { AppError } from '../../../http/errors';
import type { GameServer } from './game-server';

/**
 * Where no game server is configured (live vendors: no live aggregator's launch API is integrated yet),
 * a launch is refused in plain words and nothing else changes; the token it opened admits nothing. A
 * grant of free rounds is not refused for good: its job retries.
 */
export const noGameServer: GameServer = {
  gameUrl: async () => {
    throw new AppError('UNAVAILABLE', 'This game is not available right now. Please try again later.');
  },
  // A grant waits in the job queue (retried, then shown to staff) until a game server is configured.
  grantFreeRounds: async () => {
    throw new Error('no game server is configured to grant free rounds');
  },
  cancelFreeRounds: async () => {
    throw new Error('no game server is configured to cancel free rounds');
  },
  freeRoundsLeft: async () => new Map(),
};
