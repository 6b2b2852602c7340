import type { WalletProtocol } from '../wallet-call';
import type { GameServer } from './game-server';

/**
 * One game server per wallet protocol, as one: a launch, a grant or a cancellation goes to its protocol's
 * server. The rounds left of grants are asked of each (a server answers only the references it holds);
 * one that cannot answer leaves its grants unknown rather than the player's whole list unanswered.
 */
export function gameServersByProtocol(servers: Record<WalletProtocol, GameServer>): GameServer {
  return {
    gameUrl: (launch) => servers[launch.protocol].gameUrl(launch),
    grantFreeRounds: (grant) => servers[grant.protocol].grantFreeRounds(grant),
    cancelFreeRounds: (cancel) => servers[cancel.protocol].cancelFreeRounds(cancel),
    async freeRoundsLeft(references) {
      const answers = await Promise.allSettled(
        Object.values(servers).map((server) => server.freeRoundsLeft(references)),
      );
      return new Map(answers.flatMap((answer) => (answer.status === 'fulfilled' ? [...answer.value] : [])));
    },
  };
}
