import { AppError } from '../../../http/errors';
import type { GameServer } from './game-server';

/**
 * Where no game server is configured (live vendors: no live aggregator's launch API is integrated yet),
 * a launch is refused in plain words and nothing else changes; the token it opened admits nothing.
 */
export const noGameServer: GameServer = {
  gameUrl: async () => {
    throw new AppError('UNAVAILABLE', 'This game is not available right now. Please try again later.');
  },
};
