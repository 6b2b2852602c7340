import type { Coin } from '@casino/contract';
import type { WalletProtocol } from '../wallet-call';

/**
 * What the casino tells a provider's game server when a player opens one of its games (Hub88's
 * `game/url`, Pragmatic's `game/start`): who plays, the session token its wallet calls will carry, the
 * currency, the game and where Close leads back to. The provider answers the URL the page frames.
 */
export interface GameLaunch {
  /** The wallet protocol the provider speaks for this game (its calls come back on that protocol's routes). */
  protocol: WalletProtocol;
  /** The player as the provider will name them in wallet calls (`users.id` as text). */
  user: string;
  /** The launch session's token, which its bets must carry while it is fresh. */
  token: string;
  coin: Coin;
  /** The catalog game's identifier (`games.identifier`), the provider's game code. */
  gameCode: string;
  platform: 'mobile' | 'desktop';
  /** The game page: where the game's own lobby or home button leads. */
  lobbyUrl: string;
}

/** A third-party game server as the casino launches its games: the sandbox provider, or a live aggregator. */
export interface GameServer {
  /** The URL of the game for this launch; throws when the provider refuses or cannot be reached. */
  gameUrl(launch: GameLaunch): Promise<string>;
}
