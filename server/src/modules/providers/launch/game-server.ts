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

/**
 * Free rounds the casino gives a player in one game (Hub88's `freebet/rewards/create`, Pragmatic's
 * `FreeRoundsBonus/createFRB`): the provider plays them, sending each round's bet with `is_free` (no
 * coins move) and its wins as any win. `reference` is the casino's key: granting it again grants nothing
 * more, so a retried grant is safe.
 */
export interface FreeRoundsGrant {
  protocol: WalletProtocol;
  /** The player as the provider names them in wallet calls (`"<users.id>-<coin>"`). */
  user: string;
  coin: Coin;
  gameCode: string;
  rounds: number;
  /** Each round's stake, minor units. */
  roundValue: bigint;
  reference: string;
  expiresAt: Date;
}

/**
 * Cancels what is left of free rounds the casino granted (Hub88's `freebet/rewards/cancel`, Pragmatic's
 * `FreeRoundsBonus/cancelFRB`): rounds played stay played. Cancelling again, or a grant the provider never
 * received, cancels nothing more.
 */
export interface FreeRoundsCancel {
  protocol: WalletProtocol;
  /** The casino's key the grant was sent under (`FreeRoundsGrant.reference`). */
  reference: string;
  /** What the provider answered for the grant (Hub88's reward uuid); null when no answer was recorded. */
  providerReference: string | null;
}

/** A provider's refusal of a grant that asking again cannot change (a game without free rounds, a bad value). */
export class FreeRoundsRefused extends Error {}

/** A third-party game server as the casino launches its games: the sandbox provider, or a live aggregator. */
export interface GameServer {
  /** The URL of the game for this launch; throws when the provider refuses or cannot be reached. */
  gameUrl(launch: GameLaunch): Promise<string>;
  /**
   * Grants free rounds; answers the provider's reference for them. Throws FreeRoundsRefused for a final
   * refusal, anything else when the provider could not be reached (the grant is asked again).
   */
  grantFreeRounds(grant: FreeRoundsGrant): Promise<string>;
  /** Cancels a grant's rounds not yet played; throws when the provider could not be reached (asked again). */
  cancelFreeRounds(cancel: FreeRoundsCancel): Promise<void>;
  /** Rounds left of grants it holds, by the provider's reference (Hub88's `freebet/rewards/list`); missing: unknown. */
  freeRoundsLeft(references: readonly string[]): Promise<ReadonlyMap<string, number>>;
}
