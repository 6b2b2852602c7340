import { type BetHistoryRow, type Coin, formatAmount } from '@casino/contract';
import { houseGame } from '../catalog';

/** A settled play as the history and the feeds show it. */
export interface SettledBet {
  id: bigint;
  userId: bigint;
  username: string | null;
  privateMode: boolean;
  game: string;
  coin: Coin;
  wager: bigint;
  payout: bigint;
  settledAt: Date;
  /** A third-party game's catalog title (its round's `game` is the game's identifier). */
  title?: string | null;
}

/**
 * The multiplier a bet row keeps: payout / wager, to 4 decimals, rounded down; 0 for a provider's free
 * round, which has no wager.
 */
export function keptMultiplier(wager: bigint, payout: bigint): number {
  if (wager === 0n) return 0;
  return Number((payout * 10_000n) / wager) / 10_000;
}

/** The multiplier a history row shows: payout / wager, 2 decimals (spec §9 "Multiplier 2 decimals"). */
export function shownMultiplier(wager: bigint, payout: bigint): string {
  if (wager === 0n) return formatAmount(0n);
  return formatAmount((payout * 100n) / wager);
}

/**
 * A history row as spec §3 has it. `viewer` is who reads it: a private player's name and id are hidden
 * from everyone but themselves.
 */
export function historyRow(bet: SettledBet, viewer: bigint | null): BetHistoryRow {
  const visible = !bet.privateMode || viewer === bet.userId;
  return {
    id: bet.id.toString(),
    game_id: bet.id.toString(),
    game_name: houseGame(bet.game)?.name ?? bet.title ?? bet.game,
    game: bet.game,
    user: visible ? { id: bet.userId.toString(), username: bet.username } : null,
    user_id: visible ? bet.userId.toString() : null,
    wager: formatAmount(bet.wager),
    game_mode: bet.coin,
    multiplier: shownMultiplier(bet.wager, bet.payout),
    profit: formatAmount(bet.payout - bet.wager),
    payout: formatAmount(bet.payout),
    timestamp: bet.settledAt.toISOString(),
  };
}
