import { COINS, type Coin, type GameSoftware } from '@casino/contract';
import type { WalletProtocol } from '../wallet-call';

/**
 * How a provider names a player: one account per coin (`"42-SC"`), as providers keep one balance per
 * currency. A call is then self-describing: a win that carries no token still says whose coins and
 * which coin, and a Hub88 currency that disagrees with its user is a wrong currency.
 */
export function providerPlayer(userId: bigint, coin: Coin): string {
  return `${userId}-${coin}`;
}

export function parseProviderPlayer(text: string): { userId: bigint; coin: Coin } | null {
  const match = /^([1-9]\d{0,18})-(GC|SC)$/.exec(text);
  if (!match) return null;
  const coin = COINS.find((c) => c === match[2]);
  return coin ? { userId: BigInt(match[1] as string), coin } : null;
}

/** The wallet protocol each software's games call back on: Pragmatic its own, every other the aggregator's. */
export function protocolOf(software: GameSoftware): WalletProtocol {
  return software === 'pragmatic' ? 'pragmatic' : 'hub88';
}
