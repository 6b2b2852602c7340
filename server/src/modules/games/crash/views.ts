import {
  type Coin,
  type CrashBetView,
  type CrashChainView,
  type CrashRoundStatus,
  type CrashRoundView,
  formatAmount,
} from '@casino/contract';
import type { Selectable } from 'kysely';
import type { CrashChainsTable, CrashRoundsTable } from '../../../db/schema';

export type CrashRoundRow = Selectable<CrashRoundsTable>;

/** Whether a round is over, by its crash or an interruption: its hash and crash point are public then. */
export const roundEnded = (status: CrashRoundStatus) => status === 'crashed' || status === 'interrupted';

/** A round as players see it: its hash and crash point stay secret until it has ended. */
export function roundView(round: CrashRoundRow): CrashRoundView {
  const crashed = roundEnded(round.status);
  return {
    id: round.id.toString(),
    status: round.status,
    position: round.position,
    betting_ends_at: round.betting_ends_at.toISOString(),
    started_at: round.started_at?.toISOString() ?? null,
    crashed_at: round.crashed_at?.toISOString() ?? null,
    growth: round.growth,
    crash_point: crashed ? Number(round.crash_point).toFixed(2) : null,
    hash: crashed ? round.hash : null,
  };
}

export interface CrashBetRow {
  bet_id: bigint;
  round_id: bigint;
  user_id: bigint;
  username: string | null;
  private_mode: boolean;
  wager: bigint;
  coin: Coin;
  payout: bigint;
  status: 'active' | 'settled';
  auto_cashout: string | null;
  cashout: string | null;
}

/** A play in a round; a private player's name shows only to themselves. */
export function betView(bet: CrashBetRow, viewer: bigint | null): CrashBetView {
  const visible = !bet.private_mode || viewer === bet.user_id;
  return {
    id: bet.bet_id.toString(),
    round_id: bet.round_id.toString(),
    user: visible ? { id: bet.user_id.toString(), username: bet.username } : null,
    wager: formatAmount(bet.wager),
    game_mode: bet.coin,
    auto_cashout: bet.auto_cashout === null ? null : Number(bet.auto_cashout).toFixed(2),
    cashout: bet.cashout === null ? null : Number(bet.cashout).toFixed(2),
    payout: bet.status === 'settled' ? formatAmount(bet.payout) : null,
    status: bet.status,
  };
}

type ChainRow = Pick<
  Selectable<CrashChainsTable>,
  'terminating_hash' | 'length' | 'created_at' | 'salt' | 'salt_published_at'
>;

/** The published chain a player checks rounds against, with the house edge its crash points carry. */
export function chainView(chain: ChainRow, edge: number): CrashChainView {
  return {
    terminating_hash: chain.terminating_hash,
    chain_length: chain.length,
    created_at: chain.created_at.toISOString(),
    salt: chain.salt,
    salt_published_at: chain.salt_published_at.toISOString(),
    edge,
  };
}
