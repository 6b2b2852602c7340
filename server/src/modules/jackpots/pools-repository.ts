import {
  type Coin,
  formatAmount,
  type Game,
  JACKPOT_TIERS,
  JACKPOT_WON_EVENT,
  type JackpotTier,
  type JackpotWon,
} from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { enqueueEvent } from '../../realtime/event-outbox';
import type { JackpotWin } from './ports';
import { TIER_ACCOUNT_KIND } from './rules';

type Executor = Database | Trx;

const POOL_KINDS = JACKPOT_TIERS.map((tier) => TIER_ACCOUNT_KIND[tier]);
const TIER_OF_KIND = new Map(JACKPOT_TIERS.map((tier) => [TIER_ACCOUNT_KIND[tier], tier]));

/** Each pool of a coin as it stands: the sum of its stripes, in minor units, Minor to Grand. */
export async function poolAmounts(executor: Executor, coin: Coin): Promise<Record<JackpotTier, bigint>> {
  const rows = await executor
    .selectFrom('ledger_accounts')
    .select(['kind', sql<bigint>`sum(balance)::bigint`.as('amount')])
    .where('user_id', 'is', null)
    .where('coin', '=', coin)
    .where('kind', 'in', POOL_KINDS)
    .groupBy('kind')
    .execute();
  const amounts = { Minor: 0n, Major: 0n, Mega: 0n, Grand: 0n };
  for (const row of rows) {
    const tier = TIER_OF_KIND.get(row.kind as (typeof POOL_KINDS)[number]);
    if (tier) amounts[tier] = row.amount;
  }
  return amounts;
}

/** Each pool's seed and how often it was won, in one coin. */
export async function poolSeeds(executor: Executor, coin?: Coin) {
  let query = executor.selectFrom('jackpot_pools').select(['coin', 'tier', 'seed', 'round']);
  if (coin) query = query.where('coin', '=', coin);
  return query.execute();
}

/**
 * Takes the pool's row FOR UPDATE: two bets that win the same pool at once queue here, and the second
 * reads the round the first one closed, so it wins the reseeded pool, never the whole pool again.
 */
export async function lockPool(
  trx: Trx,
  coin: Coin,
  tier: JackpotTier,
): Promise<{ seed: bigint; round: number }> {
  return trx
    .selectFrom('jackpot_pools')
    .select(['seed', 'round'])
    .where('coin', '=', coin)
    .where('tier', '=', tier)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Locks, in one statement and in ascending id order (the order `ledger_post` locks in), every stripe of
 * the won pool and the winner's own shard of every pool (the contribution that follows posts there):
 * two winners of different pools then take their rows in one global order and cannot deadlock. Answers
 * the won pool's stripes.
 */
export async function lockStripes(
  trx: Trx,
  coin: Coin,
  tier: JackpotTier,
  shard: number,
): Promise<{ id: bigint; shard: number; balance: bigint }[]> {
  const kind = TIER_ACCOUNT_KIND[tier];
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'shard', 'balance'])
    .where('user_id', 'is', null)
    .where('coin', '=', coin)
    .where((eb) =>
      eb.or([eb('kind', '=', kind), eb.and([eb('kind', 'in', POOL_KINDS), eb('shard', '=', shard)])]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.filter((r) => r.kind === kind);
}

/** Closes the pool's round: the next win is the next round's. */
export async function closeRound(trx: Trx, coin: Coin, tier: JackpotTier): Promise<void> {
  await trx
    .updateTable('jackpot_pools')
    .set((eb) => ({ round: eb('round', '+', 1) }))
    .where('coin', '=', coin)
    .where('tier', '=', tier)
    .execute();
}

/** Keeps a win: once per pool and round (UNIQUE), with the bet that won it, and tells its winner. */
export async function recordWin(
  trx: Trx,
  win: JackpotWin & { round: number; userId: bigint; gameId: number; betId: bigint; betKey: string },
): Promise<void> {
  const game = await trx.selectFrom('games').select('title').where('id', '=', win.gameId).executeTakeFirst();
  // The winner hears it once the win commits, never if the bet's transaction rolls back.
  await enqueueEvent(trx, `App.User.${win.userId}`, JACKPOT_WON_EVENT, {
    tier: win.tier,
    coin: win.coin,
    amount: formatAmount(win.amount),
    game: game?.title ?? '',
  } satisfies JackpotWon);
  await trx
    .insertInto('jackpot_wins')
    .values({
      coin: win.coin,
      tier: win.tier,
      round: win.round,
      user_id: win.userId,
      game_id: win.gameId,
      bet_id: win.betId,
      bet_key: win.betKey,
      amount: win.amount,
    })
    .execute();
}

/** The win a bet already had, for a bet seen again: the first answer, never a second draw. */
export async function winOfBet(executor: Executor, betKey: string): Promise<JackpotWin | null> {
  const row = await executor
    .selectFrom('jackpot_wins')
    .select(['coin', 'tier', 'amount'])
    .where('bet_key', '=', betKey)
    .executeTakeFirst();
  return row ?? null;
}

/** The games whose bets feed the pools, by title, as the lobby lists a game. */
export async function contributingGames(executor: Executor): Promise<Game[]> {
  const rows = await executor
    .selectFrom('games as g')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .select([
      'g.id',
      'g.title',
      'g.name',
      'g.identifier',
      'g.software',
      'p.slug as provider',
      'p.name as provider_name',
      'g.kind',
      'g.updated_at',
      'g.has_jackpot',
    ])
    .where('g.has_jackpot', '=', true)
    .orderBy('g.title')
    .orderBy('g.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    software: row.software as Game['software'],
    kind: row.kind as Game['kind'],
    updated_at: row.updated_at.toISOString(),
  }));
}
