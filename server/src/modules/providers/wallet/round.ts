import type { Coin } from '@casino/contract';
import type { Trx } from '../../../db/transaction';
import { isHighRoller, keptMultiplier, type SettledBet } from '../../games';
import { type ProviderCall, Refused } from './calls';

/** A provider round (`provider_rounds`) and the `bets` row history, the feeds and rakeback see it as. */
export interface ProviderRound {
  id: bigint;
  userId: bigint;
  coin: Coin;
  betId: bigint;
  closed: boolean;
}

/**
 * The call's round, locked: opened on its first bet with an active bets row holding the catalog game's
 * identifier. A round of another player, game or coin is refused.
 */
export async function openRound(trx: Trx, call: ProviderCall): Promise<ProviderRound> {
  const game = await trx
    .selectFrom('games')
    .select('identifier')
    .where('id', '=', call.gameId)
    .executeTakeFirst();
  if (!game) throw new Refused('invalid_game');
  await trx
    .insertInto('provider_rounds')
    .values({
      provider: call.provider,
      round_id: call.roundId,
      user_id: call.userId,
      game_id: call.gameId,
      coin: call.coin,
    })
    .onConflict((oc) => oc.columns(['provider', 'round_id']).doNothing())
    .execute();
  const round = await trx
    .selectFrom('provider_rounds')
    .select(['id', 'user_id', 'game_id', 'coin', 'bet_id', 'closed_at'])
    .where('provider', '=', call.provider)
    .where('round_id', '=', call.roundId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (round.user_id !== call.userId || round.game_id !== call.gameId || round.coin !== call.coin)
    throw new Refused('invalid_round');
  if (round.bet_id === null) {
    const bet = await trx
      .insertInto('bets')
      .values({
        user_id: call.userId,
        game: game.identifier,
        coin: call.coin,
        wager: 0n,
        status: 'active',
        provider_round: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    round.bet_id = bet.id;
    await trx.updateTable('provider_rounds').set({ bet_id: bet.id }).where('id', '=', round.id).execute();
  }
  return providerRound(round);
}

/** A round already opened by a bet (`id` from the bet's record), locked. */
export async function lockRound(trx: Trx, id: bigint): Promise<ProviderRound> {
  const round = await trx
    .selectFrom('provider_rounds')
    .select(['id', 'user_id', 'coin', 'bet_id', 'closed_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return providerRound(round);
}

/** A locked `provider_rounds` row as the wallet works with it; every round a bet opened has its bets row. */
function providerRound(row: {
  id: bigint;
  user_id: bigint;
  coin: Coin;
  bet_id: bigint | null;
  closed_at: unknown;
}): ProviderRound {
  if (row.bet_id === null) throw new Error(`provider wallet: round ${row.id} has no bet`);
  return {
    id: row.id,
    userId: row.user_id,
    coin: row.coin,
    betId: row.bet_id,
    closed: row.closed_at !== null,
  };
}

/** The round of a provider's round id, if a bet opened it. */
export async function findRoundId(trx: Trx, provider: string, roundId: string): Promise<bigint | undefined> {
  const found = await trx
    .selectFrom('provider_rounds')
    .select('id')
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .where('bet_id', 'is not', null)
    .executeTakeFirst();
  return found?.id;
}

/**
 * Adds to the round's wager (a bet; negative for a rolled-back bet) or payout (a win). A win after the
 * round closed adds to the settled row, its multiplier kept in step; the round was announced once, when
 * it closed, and is not announced again.
 */
export async function addToRound(
  trx: Trx,
  round: ProviderRound,
  change: { wager?: bigint; payout?: bigint },
) {
  const bet = await trx
    .updateTable('bets')
    .set((eb) => ({
      wager: eb('wager', '+', change.wager ?? 0n),
      payout: eb('payout', '+', change.payout ?? 0n),
    }))
    .where('id', '=', round.betId)
    .returning(['wager', 'payout', 'status'])
    .executeTakeFirstOrThrow();
  if (bet.status === 'settled')
    await trx
      .updateTable('bets')
      .set({ multiplier: keptMultiplier(bet.wager, bet.payout) })
      .where('id', '=', round.betId)
      .execute();
}

/** Closes the round: its bets row settles, to be handed to the settlement door. */
export async function closeRound(trx: Trx, round: ProviderRound): Promise<SettledBet> {
  const settledAt = new Date();
  await trx.updateTable('provider_rounds').set({ closed_at: settledAt }).where('id', '=', round.id).execute();
  const bet = await trx
    .selectFrom('bets')
    .innerJoin('users', 'users.id', 'bets.user_id')
    .innerJoin('provider_rounds', 'provider_rounds.bet_id', 'bets.id')
    .innerJoin('games', 'games.id', 'provider_rounds.game_id')
    .select(['bets.game', 'bets.wager', 'bets.payout', 'users.username', 'users.private_mode', 'games.title'])
    .where('bets.id', '=', round.betId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('bets')
    .set({
      status: 'settled',
      settled_at: settledAt,
      multiplier: keptMultiplier(bet.wager, bet.payout),
      high_roller: isHighRoller(round.coin, bet.wager),
    })
    .where('id', '=', round.betId)
    .execute();
  return {
    id: round.betId,
    userId: round.userId,
    username: bet.username,
    privateMode: bet.private_mode,
    game: bet.game,
    coin: round.coin,
    wager: bet.wager,
    payout: bet.payout,
    settledAt,
    title: bet.title,
  };
}
