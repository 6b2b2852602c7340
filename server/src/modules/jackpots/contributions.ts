import { randomInt } from 'node:crypto';
import { JACKPOT_TIERS, type JackpotTier } from '@casino/contract';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { HOUSE_SHARDS } from '../../ledger/house-shards';
import type { Ledger, Posting } from '../../ledger/ledger';
import { JackpotGames } from './jackpot-games';
import { closeRound, lockPool, lockStripes, poolSeeds, recordWin, winOfBet } from './pools-repository';
import type { ContributingBet, JackpotContributions, JackpotWin } from './ports';
import { contributionShares, type JackpotDraw, TIER_ACCOUNT_KIND, tiersWon } from './rules';

/** The production draw: the operating system's cryptographic generator. */
export const CRYPTO_DRAW: JackpotDraw = { below: (n) => randomInt(n) };

/**
 * The pools, kept in the ledger without a hot row.
 *
 * Why striped pools: a single pool account credited by every bet would make every jackpot bet of every
 * player queue on one row (the provider bench runs 2,000 bets a second). Each pool is instead 64 ledger
 * accounts per coin, one per house shard, and a bet credits the stripes of its player's own house shard,
 * whose house account its wager has just locked: the contribution adds no wait between players that the
 * wager did not already have. The pool's amount is the sum of its stripes (64 rows on an index), read by
 * the lobby; the stripes are locked together only when the pool is won.
 *
 * Each contributing bet is one transfer, house shard → its four stripes, keyed `jackpot:<bet key>` (one
 * keyed transfer for the four pools rather than four: one round trip on the bet's path; a replay of the
 * bet moves nothing again). A win is three more movements under the pool's lock: the whole pool, every
 * stripe emptied, to the player (`jackpot-win:<coin>:<tier>:<round>`, so a round is paid once ever; GC to
 * GC, SC to redeemable SC like any win); the seed from the winner's house shard to its stripe
 * (`jackpot-seed:<coin>:<tier>:<round+1>`); and a `jackpot_wins` row. Then the winning bet contributes
 * like any other, to the next round's pool. Per-coin sums stay zero: every movement is a balanced transfer.
 *
 * A bet wins at most one pool, the highest it draws (the lower tiers' odds change by less than 0.003%).
 * The draw comes before the contribution, and a winner takes all its stripe locks in one ordered statement
 * (see `lockStripes`), so no bet holds a stripe while it waits for another.
 */
export class PoolContributions implements JackpotContributions {
  private readonly games: JackpotGames;

  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly draw: JackpotDraw = CRYPTO_DRAW,
  ) {
    this.games = new JackpotGames();
  }

  async contribute(trx: Trx, bet: ContributingBet): Promise<JackpotWin | null> {
    const shares = contributionShares(bet.wager);
    const total = JACKPOT_TIERS.reduce((sum, tier) => sum + shares[tier], 0n);
    if (total === 0n || !(await this.games.contributes(trx, bet.gameId))) return null;
    const key = `jackpot:${bet.key}`;
    const shard = Number(bet.userId % BigInt(HOUSE_SHARDS));
    const house = this.ledger.houseAccountFor(bet.coin, bet.userId);
    const [tier] = tiersWon(this.draw, bet.wager);
    let win: JackpotWin | null = null;
    if (tier) {
      // A bet seen again must not draw again: its first call's answer stands.
      if (await this.contributed(trx, key)) return winOfBet(trx, bet.key);
      win = await this.payPool(trx, bet, tier, shard, house);
    }
    const postings: Posting[] = [{ accountId: house, amount: -total }];
    for (const t of JACKPOT_TIERS) {
      if (shares[t] > 0n) postings.push({ accountId: this.stripe(bet, t, shard), amount: shares[t] });
    }
    const posted = await this.ledger.transfer(trx, {
      key,
      kind: 'jackpot_contribution',
      coin: bet.coin,
      postings,
      referenceType: 'bet',
      referenceId: bet.betId.toString(),
    });
    if (!posted.replayed) return win;
    // A twin of this bet committed first while this one drew and paid: abort, so its pay is undone.
    if (win) throw new Error(`jackpots: bet ${bet.key} was contributed twice at once`);
    return winOfBet(trx, bet.key);
  }

  isJackpotGame(gameId: number): Promise<boolean> {
    return this.games.contributes(this.db, gameId);
  }

  /**
   * Funds each pool's first seed from the house, once (keyed on round 0): run at start by every instance,
   * a replay moves nothing.
   */
  async fundFirstSeeds(): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const pool of await poolSeeds(trx)) {
        const tier = pool.tier;
        await this.ledger.transfer(trx, {
          key: `jackpot-seed:${pool.coin}:${tier}:0`,
          kind: 'jackpot_seed',
          coin: pool.coin,
          postings: [
            { accountId: this.ledger.systemAccount('house', pool.coin, 0), amount: -pool.seed },
            {
              accountId: this.ledger.systemAccount(TIER_ACCOUNT_KIND[tier], pool.coin, 0),
              amount: pool.seed,
            },
          ],
        });
      }
    });
  }

  private async contributed(trx: Trx, key: string): Promise<boolean> {
    const row = await trx
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Pays the whole pool to the bet's player and reseeds it, under the pool's lock. */
  private async payPool(
    trx: Trx,
    bet: ContributingBet,
    tier: JackpotTier,
    shard: number,
    house: bigint,
  ): Promise<JackpotWin | null> {
    const pool = await lockPool(trx, bet.coin, tier);
    const stripes = (await lockStripes(trx, bet.coin, tier, shard)).filter((s) => s.balance > 0n);
    const amount = stripes.reduce((sum, s) => sum + s.balance, 0n);
    // A pool is never empty once seeded; an empty one (seeds not funded yet) has nothing to win.
    if (amount === 0n) return null;
    const [gc, , scRedeemable] = await this.ledger.playerAccountIds(trx, bet.userId);
    const reference = { referenceType: 'bet', referenceId: bet.betId.toString() };
    await this.ledger.transfer(trx, {
      key: `jackpot-win:${bet.coin}:${tier}:${pool.round}`,
      kind: 'jackpot_win',
      coin: bet.coin,
      postings: [
        ...stripes.map((s) => ({ accountId: s.id, amount: -s.balance })),
        { accountId: bet.coin === 'GC' ? gc : scRedeemable, amount },
      ],
      ...reference,
    });
    await this.ledger.transfer(trx, {
      key: `jackpot-seed:${bet.coin}:${tier}:${pool.round + 1}`,
      kind: 'jackpot_seed',
      coin: bet.coin,
      postings: [
        { accountId: house, amount: -pool.seed },
        { accountId: this.stripe(bet, tier, shard), amount: pool.seed },
      ],
      ...reference,
    });
    await closeRound(trx, bet.coin, tier);
    const win = { tier, coin: bet.coin, amount };
    await recordWin(trx, {
      ...win,
      round: pool.round,
      userId: bet.userId,
      gameId: bet.gameId,
      betId: bet.betId,
      betKey: bet.key,
    });
    return win;
  }

  private stripe(bet: ContributingBet, tier: JackpotTier, shard: number): bigint {
    return this.ledger.systemAccount(TIER_ACCOUNT_KIND[tier], bet.coin, shard);
  }
}
