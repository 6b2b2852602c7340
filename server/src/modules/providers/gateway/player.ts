import type { Coin } from '@casino/contract';
import type { KeptGameSessions } from '../launch/kept-sessions';
import { parseProviderPlayer } from '../launch/provider-player';
import type { GameSessionRow } from '../launch/sessions-repository';
import type { WalletCall, WalletRefusal } from '../wallet-call';

/** Whose coins a call moves, and the launch session its token names (if it sent one we issued). */
export interface CallPlayer {
  userId: bigint;
  coin: Coin;
  session: GameSessionRow | undefined;
}

/**
 * Reads the player from the call: the provider's name for them (`"42-SC"`) and, where a token is sent,
 * the session it names, which must be that player's, in that coin, on that protocol. A call with no name
 * (Pragmatic's authenticate) is the token's player. Anything else is an invalid token, never a guess.
 */
export async function callPlayer(
  sessions: KeptGameSessions,
  call: WalletCall,
): Promise<CallPlayer | WalletRefusal> {
  const session = call.token ? await sessions.of(call.token) : undefined;
  if (call.token && !session) return 'invalid_token';
  const named = call.userId === null ? null : parseProviderPlayer(call.userId);
  const player = named ?? (call.userId === null && session ? session : null);
  if (!player) return 'invalid_token';
  if (
    session &&
    (session.userId !== player.userId || session.coin !== player.coin || session.protocol !== call.provider)
  )
    return 'invalid_token';
  if ('coin' in call && call.coin !== null && call.coin !== player.coin) return 'wrong_currency';
  return { userId: player.userId, coin: player.coin, session };
}
