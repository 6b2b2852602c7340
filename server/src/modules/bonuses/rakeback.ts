import { BONUS_TEXTS, type BonusClaimed, formatAmount, type Rakeback } from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import type { RequestKey } from '../../http/idempotent-requests';
import { houseEdges } from '../games';
import { bonusState } from './bonus-states';
import type { BonusesPorts } from './ports';
import { rakebackEdges } from './rakeback-edges';
import { claimOnTimer } from './timer-claim';

interface Accrual {
  gc: bigint;
  sc: bigint;
  plays: number;
  /** The last bet counted; the next claim counts from after it. */
  throughBetId: bigint;
}

/**
 * Rakeback accrued since the watermark (the last bet already paid back): RAKEBACK_PERCENT of each
 * settled play's wager × its game's edge, in the play's coin. Read from the bets as they are, so the
 * play path writes nothing for it. It counts up to the player's first still-open play (a step game or
 * crash bet settles later under its lower id) and leaves out the last few seconds, so a play that commits
 * under a lower id than one already visible is still ahead of the watermark when it becomes visible.
 */
async function accrual(
  executor: Database | Trx,
  ports: BonusesPorts,
  userId: bigint,
  afterBetId: bigint,
): Promise<Accrual> {
  const { rows } = await sql<{
    game: string;
    coin: 'GC' | 'SC';
    wagered: string;
    plays: string;
    last_id: string;
  }>`
    WITH bound AS (
      SELECT least(
        (SELECT min(id) - 1 FROM bets WHERE user_id = ${userId} AND status = 'active'),
        (SELECT max(id) FROM bets WHERE user_id = ${userId} AND status = 'settled'
           AND settled_at < now() - interval '5 seconds')) AS through)
    SELECT game, coin, sum(wager)::text AS wagered, count(*)::text AS plays, max(id)::text AS last_id
      FROM bets, bound
     WHERE user_id = ${userId} AND status = 'settled' AND id > ${afterBetId} AND id <= bound.through
     GROUP BY game, coin`.execute(executor);
  const edges = rakebackEdges(houseEdges(ports.config));
  const rate = BigInt(Math.round(ports.config.RAKEBACK_PERCENT * 100));
  const edged = { GC: 0n, SC: 0n };
  let plays = 0;
  let throughBetId = afterBetId;
  for (const row of rows) {
    edged[row.coin] += BigInt(row.wagered) * (edges[row.game] ?? 0n);
    plays += Number(row.plays);
    if (BigInt(row.last_id) > throughBetId) throughBetId = BigInt(row.last_id);
  }
  // wager × edge (ppm) × rate (basis points of a percent): one division, rounded down, per coin.
  const share = (sum: bigint) => (sum * rate) / 1_000_000n / 10_000n;
  return { gc: share(edged.GC), sc: share(edged.SC), plays, throughBetId };
}

/** `GET /api/users/rakeback`: what the player's plays since their last claim have accrued. */
export async function rakebackStatus(ports: BonusesPorts, userId: bigint): Promise<Rakeback> {
  const state = await bonusState(ports.db, userId, 'rakeback');
  const accrued = await accrual(ports.db, ports, userId, state?.last_bet_id ?? 0n);
  return {
    gc: formatAmount(accrued.gc),
    sc: formatAmount(accrued.sc),
    percent: ports.config.RAKEBACK_PERCENT,
    plays: accrued.plays,
    last_claimed_at: state?.last_claimed_at?.toISOString() ?? null,
  };
}

/**
 * `GET /api/users/claim-rakeback` (a GET in spec §7, keyed like every claim): pays what has accrued and
 * moves the watermark past the plays it paid for, under the player's rakeback row lock.
 */
export function claimRakeback(ports: BonusesPorts, request: RequestKey): Promise<BonusClaimed> {
  const rakeback = { call: 'bonus:rakeback', allowance: 'promotion', kind: 'rakeback' } as const;
  return claimOnTimer(ports, request, rakeback, async (trx, state, scAwards) => {
    const accrued = await accrual(trx, ports, request.userId, state.last_bet_id);
    const sc = scAwards ? accrued.sc : 0n;
    if (accrued.gc === 0n && sc === 0n) throw new AppError('CONFLICT', BONUS_TEXTS.rakebackNone);
    return {
      gc: accrued.gc,
      sc: accrued.sc,
      reference: accrued.throughBetId.toString(),
      message: BONUS_TEXTS.rakebackClaimed,
      progress: { last_bet_id: accrued.throughBetId },
    };
  });
}
