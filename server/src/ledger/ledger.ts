import type { Coin } from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { LedgerAccountKind } from '../db/schema';
import type { Trx } from '../db/transaction';
import { HOUSE_SHARDS, PURCHASE_SHARDS } from './house-shards';
import { InsufficientFunds, isInsufficientFunds } from './insufficient-funds';

type Executor = Database | Trx;

/** One side of a transfer: a signed amount in minor units on one account. */
export interface Posting {
  accountId: bigint;
  amount: bigint;
}

export interface TransferRequest {
  /** Unique per business action; replaying it returns the first transfer and moves nothing. */
  key: string;
  kind: string;
  coin: Coin;
  postings: Posting[];
  referenceType?: string;
  referenceId?: string;
  meta?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: bigint;
  replayed: boolean;
}

/** One movement of a player's coins; `key` makes it happen once however often it is asked for. */
export interface PlayerMovement {
  key: string;
  userId: bigint;
  coin: Coin;
  amount: bigint;
  referenceType?: string;
  referenceId?: string;
}

/** A purchase's coins for one player, in minor units. */
export interface PurchaseCoins {
  purchaseId: bigint;
  userId: bigint;
  gc: bigint;
  sc: bigint;
}

/** A confirmed crypto deposit's coins for one player, in minor units. */
export interface CryptoDepositCoins {
  depositId: bigint;
  userId: bigint;
  gc: bigint;
  sc: bigint;
}

export interface PlayerAccounts {
  gc: { id: bigint; balance: bigint };
  scUnplayed: { id: bigint; balance: bigint };
  scRedeemable: { id: bigint; balance: bigint };
}

export type SystemAccountKind = Exclude<LedgerAccountKind, 'gc' | 'sc_unplayed' | 'sc_redeemable'>;

/** Where a player's coins of each kind live; SC is split so that only played-through coins redeem. */
export const PLAYER_ACCOUNT_KINDS = [
  { kind: 'gc', coin: 'GC' },
  { kind: 'sc_unplayed', coin: 'SC' },
  { kind: 'sc_redeemable', coin: 'SC' },
] as const;

/**
 * The only code that changes a balance. Every movement is one balanced transfer posted by the
 * `ledger_post` database function, inside the caller's transaction, next to the record it pays for.
 */
export class Ledger {
  /** Account ids never change once opened, so the play path looks them up once per player. */
  private readonly playerAccountIdCache = new Map<bigint, readonly [bigint, bigint, bigint]>();

  private constructor(private readonly systemAccounts: Map<string, bigint>) {}

  /** Reads the system accounts' ids once; they are created by migration and never change. */
  static async load(db: Database): Promise<Ledger> {
    const rows = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'kind', 'coin', 'shard'])
      .where('user_id', 'is', null)
      .execute();
    return new Ledger(new Map(rows.map((r) => [systemKey(r.kind, r.coin, r.shard), r.id])));
  }

  systemAccount(kind: SystemAccountKind, coin: Coin, shard = 0): bigint {
    const id = this.systemAccounts.get(systemKey(kind, coin, shard));
    if (id === undefined) throw new Error(`ledger: no system account ${kind}/${coin}/${shard}`);
    return id;
  }

  /** The house shard a player's plays settle against: fixed per player, spread across players. */
  houseAccountFor(coin: Coin, userId: bigint): bigint {
    return this.systemAccount('house', coin, Number(userId % BigInt(HOUSE_SHARDS)));
  }

  /** The purchases shard a player's purchases credit from (migration 18 opened PURCHASE_SHARDS per coin). */
  purchasesAccountFor(coin: Coin, userId: bigint): bigint {
    return this.systemAccount('purchases', coin, Number(userId % BigInt(PURCHASE_SHARDS)));
  }

  async transfer(executor: Executor, request: TransferRequest): Promise<TransferResult> {
    checkPostings(request.postings);
    const accounts = request.postings.map((p) => p.accountId.toString());
    const amounts = request.postings.map((p) => p.amount.toString());
    try {
      const result = await sql<{ transfer_id: bigint; replayed: boolean }>`
        SELECT transfer_id, replayed FROM ledger_post(
          ${request.key}, ${request.kind}, ${request.coin}, ${accounts}::bigint[], ${amounts}::bigint[],
          ${request.referenceType ?? null}, ${request.referenceId ?? null}, ${request.meta ? JSON.stringify(request.meta) : null}::jsonb)`.execute(
        executor,
      );
      const row = result.rows[0];
      if (!row) throw new Error('ledger: ledger_post returned nothing');
      return { transferId: row.transfer_id, replayed: row.replayed };
    } catch (error) {
      if (isInsufficientFunds(error)) throw new InsufficientFunds();
      throw error;
    }
  }

  /** Opens a new player's three accounts (GC, SC unplayed, SC redeemable), all at zero. */
  async openPlayerAccounts(trx: Trx, userId: bigint): Promise<PlayerAccounts> {
    await trx
      .insertInto('ledger_accounts')
      .values(PLAYER_ACCOUNT_KINDS.map((a) => ({ user_id: userId, kind: a.kind, coin: a.coin })))
      .execute();
    return this.playerAccounts(trx, userId);
  }

  /** A player's accounts and balances; `lock` takes them FOR UPDATE in ascending id order. */
  async playerAccounts(executor: Executor, userId: bigint, lock = false): Promise<PlayerAccounts> {
    let query = executor
      .selectFrom('ledger_accounts')
      .select(['id', 'kind', 'balance'])
      .where('user_id', '=', userId)
      .orderBy('id');
    if (lock) query = query.forUpdate();
    const rows = await query.execute();
    const byKind = new Map(rows.map((r) => [r.kind, { id: r.id, balance: r.balance }]));
    const gc = byKind.get('gc');
    const scUnplayed = byKind.get('sc_unplayed');
    const scRedeemable = byKind.get('sc_redeemable');
    if (!gc || !scUnplayed || !scRedeemable) throw new Error(`ledger: player ${userId} has no accounts`);
    return { gc, scUnplayed, scRedeemable };
  }

  /**
   * How far the player's Sweeps Coins are played through (sweepstakes rules: SC arrive unplayed and a
   * play takes unplayed SC first, so 1x play-through is the unplayed balance running down): all that
   * ever arrived unplayed, what of it is still unplayed, and the redeemable balance.
   */
  async playThrough(
    executor: Executor,
    userId: bigint,
  ): Promise<{ received: bigint; unplayed: bigint; redeemable: bigint }> {
    const accounts = await this.playerAccounts(executor, userId);
    const { received } = await executor
      .selectFrom('ledger_entries')
      .select(sql<bigint>`coalesce(sum(amount), 0)::bigint`.as('received'))
      .where('account_id', '=', accounts.scUnplayed.id)
      .where('amount', '>', 0n)
      .executeTakeFirstOrThrow();
    return { received, unplayed: accounts.scUnplayed.balance, redeemable: accounts.scRedeemable.balance };
  }

  /**
   * Locks the players' accounts and the given system accounts at once, in ascending id order, for a
   * transaction that will post several transfers on them: taking them transfer by transfer would lock
   * out of the global order and could deadlock with a play batch holding some of them.
   */
  async lockAccounts(trx: Trx, userIds: bigint[], systemAccountIds: bigint[] = []): Promise<void> {
    if (userIds.length === 0 && systemAccountIds.length === 0) return;
    await trx
      .selectFrom('ledger_accounts')
      .select('id')
      .where((eb) =>
        eb.or([
          ...(userIds.length > 0 ? [eb('user_id', 'in', userIds)] : []),
          ...(systemAccountIds.length > 0 ? [eb('id', 'in', systemAccountIds)] : []),
        ]),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /** A player's GC, SC unplayed and SC redeemable account ids (cached). */
  async playerAccountIds(executor: Executor, userId: bigint): Promise<readonly [bigint, bigint, bigint]> {
    const cached = this.playerAccountIdCache.get(userId);
    if (cached) return cached;
    const { gc, scUnplayed, scRedeemable } = await this.playerAccounts(executor, userId);
    const ids = [gc.id, scUnplayed.id, scRedeemable.id] as const;
    if (this.playerAccountIdCache.size >= 100_000) this.playerAccountIdCache.clear();
    this.playerAccountIdCache.set(userId, ids);
    return ids;
  }

  /** Free coins from a promotion (sign-up bonus, daily bonus, ...): GC to GC, SC always arrives unplayed. */
  async grantBonus(trx: Trx, grant: PlayerMovement & { kind: string }): Promise<TransferResult> {
    const accounts = await this.playerAccounts(trx, grant.userId);
    const to = grant.coin === 'GC' ? accounts.gc.id : accounts.scUnplayed.id;
    return this.transfer(trx, {
      key: grant.key,
      kind: grant.kind,
      coin: grant.coin,
      postings: [
        { accountId: this.systemAccount('promotions', grant.coin), amount: -grant.amount },
        { accountId: to, amount: grant.amount },
      ],
      ...reference(grant),
    });
  }

  /**
   * A bonus claim's coins from the promotions account. A transfer moves one coin, so a claim that
   * gives both is one transfer per coin, each keyed by the claim (`{key}:GC`, `{key}:SC`): replayed, it
   * moves nothing again. Coins of zero are skipped.
   */
  async grantBonusClaim(
    trx: Trx,
    claim: Omit<PlayerMovement, 'coin' | 'amount'> & { kind: string; gc: bigint; sc: bigint },
  ): Promise<TransferResult[]> {
    const results: TransferResult[] = [];
    for (const [coin, amount] of [
      ['GC', claim.gc],
      ['SC', claim.sc],
    ] as const) {
      if (amount === 0n) continue;
      results.push(await this.grantBonus(trx, { ...claim, key: `${claim.key}:${coin}`, coin, amount }));
    }
    return results;
  }

  /**
   * Credits a bought bundle from the purchases account: its GC to GC and its free SC, unplayed. One
   * transfer per coin, keyed on the purchase (`purchase:<id>`, `purchase:<id>:sc`), so a purchase is
   * credited once however often it is finalised.
   */
  async creditPurchase(trx: Trx, purchase: PurchaseCoins): Promise<void> {
    await this.creditBought(trx, purchase.userId, `purchase:${purchase.purchaseId}`, purchase, {
      referenceType: 'purchase',
      referenceId: String(purchase.purchaseId),
    });
  }

  /**
   * Credits a confirmed crypto deposit as a purchase of Gold Coins paid in crypto: the same movement as
   * a bundle's, keyed on the deposit (`crypto-deposit:<id>`, `crypto-deposit:<id>:sc`), so a deposit
   * is credited once however many times the chain shows it.
   */
  async creditCryptoDeposit(trx: Trx, deposit: CryptoDepositCoins): Promise<void> {
    await this.creditBought(trx, deposit.userId, `crypto-deposit:${deposit.depositId}`, deposit, {
      referenceType: 'crypto_deposit',
      referenceId: String(deposit.depositId),
    });
  }

  /** GC to GC and free SC to unplayed SC, from the player's purchases shard, one keyed transfer per coin. */
  private async creditBought(
    trx: Trx,
    userId: bigint,
    key: string,
    coins: { gc: bigint; sc: bigint },
    reference: { referenceType: string; referenceId: string },
  ): Promise<void> {
    const accounts = await this.playerAccounts(trx, userId);
    const legs = [
      { key, coin: 'GC' as const, to: accounts.gc.id, amount: coins.gc },
      { key: `${key}:sc`, coin: 'SC' as const, to: accounts.scUnplayed.id, amount: coins.sc },
    ];
    for (const leg of legs) {
      if (leg.amount <= 0n) continue;
      await this.transfer(trx, {
        key: leg.key,
        kind: 'purchase',
        coin: leg.coin,
        postings: [
          { accountId: this.purchasesAccountFor(leg.coin, userId), amount: -leg.amount },
          { accountId: leg.to, amount: leg.amount },
        ],
        ...reference,
      });
    }
  }

  /**
   * Takes back a denied purchase's coins, as far as the balance allows (coins already played away are
   * gone: the refund itself is compliance's, outside the ledger). Keyed `purchase-denial:<id>`. Answers
   * what it took back.
   */
  clawBackPurchase(trx: Trx, purchase: PurchaseCoins): Promise<{ gc: bigint; sc: bigint }> {
    return this.takeBackPurchaseCoins(trx, purchase, 'denial');
  }

  /**
   * Moves up to `purchase.gc` and `purchase.sc` of a purchase's coins from the player back to the purchases
   * account, as far as the balances allow: GC from GC; SC from unplayed first, then redeemable. One
   * transfer per coin, keyed `purchase-<why>:<id>` (and `:sc`), so each happens once; the player's denial
   * and compliance's refund each take back what is left. Answers what it took back.
   */
  async takeBackPurchaseCoins(
    trx: Trx,
    purchase: PurchaseCoins,
    why: 'denial' | 'refund',
  ): Promise<{ gc: bigint; sc: bigint }> {
    const accounts = await this.playerAccounts(trx, purchase.userId, true);
    const gc = minBigint(accounts.gc.balance, purchase.gc);
    const fromUnplayed = minBigint(accounts.scUnplayed.balance, purchase.sc);
    const fromRedeemable = minBigint(accounts.scRedeemable.balance, purchase.sc - fromUnplayed);
    const sc = fromUnplayed + fromRedeemable;
    const movement = {
      kind: `purchase_${why}`,
      referenceType: 'purchase',
      referenceId: String(purchase.purchaseId),
    } as const;
    const key = `purchase-${why}:${purchase.purchaseId}`;
    if (gc > 0n)
      await this.transfer(trx, {
        ...movement,
        key,
        coin: 'GC',
        postings: [
          { accountId: accounts.gc.id, amount: -gc },
          { accountId: this.purchasesAccountFor('GC', purchase.userId), amount: gc },
        ],
      });
    if (sc > 0n) {
      const postings: Posting[] = [];
      if (fromUnplayed > 0n) postings.push({ accountId: accounts.scUnplayed.id, amount: -fromUnplayed });
      if (fromRedeemable > 0n)
        postings.push({ accountId: accounts.scRedeemable.id, amount: -fromRedeemable });
      postings.push({ accountId: this.purchasesAccountFor('SC', purchase.userId), amount: sc });
      await this.transfer(trx, { ...movement, key: `${key}:sc`, coin: 'SC', postings });
    }
    return { gc, sc };
  }

  /**
   * Takes a play's wager to the house. SC is taken from unplayed coins first, then redeemable
   * (sweepstakes rules); GC from the GC account. Refused with INSUFFICIENT_FUNDS if the player is short.
   * `house` is where the wager goes: the player's house shard, or a duel's escrow.
   */
  async debitPlay(
    trx: Trx,
    play: PlayerMovement,
    house = this.houseAccountFor(play.coin, play.userId),
  ): Promise<TransferResult> {
    const postings: Posting[] = [];
    if (play.coin === 'GC') {
      const accounts = await this.playerAccounts(trx, play.userId);
      postings.push({ accountId: accounts.gc.id, amount: -play.amount });
    } else {
      // The split depends on the balances, so they are locked first, with the house shard, in id order.
      const locked = await trx
        .selectFrom('ledger_accounts')
        .select(['id', 'kind', 'balance'])
        .where((eb) =>
          eb.or([eb.and([eb('user_id', '=', play.userId), eb('coin', '=', 'SC')]), eb('id', '=', house)]),
        )
        .orderBy('id')
        .forUpdate()
        .execute();
      const unplayed = locked.find((a) => a.kind === 'sc_unplayed');
      const redeemable = locked.find((a) => a.kind === 'sc_redeemable');
      if (!unplayed || !redeemable) throw new Error(`ledger: player ${play.userId} has no SC accounts`);
      const fromUnplayed = minBigint(unplayed.balance, play.amount);
      const fromRedeemable = play.amount - fromUnplayed;
      if (fromUnplayed > 0n) postings.push({ accountId: unplayed.id, amount: -fromUnplayed });
      if (fromRedeemable > 0n) postings.push({ accountId: redeemable.id, amount: -fromRedeemable });
    }
    postings.push({ accountId: house, amount: play.amount });
    return this.transfer(trx, { key: play.key, kind: 'play', coin: play.coin, postings, ...reference(play) });
  }

  /** Pays a win from the house (or a duel's escrow): GC to GC, SC always to redeemable. */
  async creditWin(
    trx: Trx,
    win: PlayerMovement,
    house = this.houseAccountFor(win.coin, win.userId),
  ): Promise<TransferResult> {
    const accounts = await this.playerAccounts(trx, win.userId);
    const to = win.coin === 'GC' ? accounts.gc.id : accounts.scRedeemable.id;
    return this.transfer(trx, {
      key: win.key,
      kind: 'win',
      coin: win.coin,
      postings: [
        { accountId: house, amount: -win.amount },
        { accountId: to, amount: win.amount },
      ],
      ...reference(win),
    });
  }

  /**
   * Undoes a transfer exactly, entry by entry (a cancelled duel's play goes back to the unplayed and
   * redeemable coins it came from). The ledger stays append-only: the undo is a new transfer.
   */
  async reverse(trx: Trx, reversal: { key: string; of: string; kind: string }): Promise<TransferResult> {
    const entries = await trx
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
      .select(['e.account_id', 'e.amount', 't.coin', 't.reference_type', 't.reference_id'])
      .where('t.idempotency_key', '=', reversal.of)
      .execute();
    const first = entries[0];
    if (!first) throw new Error(`ledger: no transfer ${reversal.of} to reverse`);
    return this.transfer(trx, {
      key: reversal.key,
      kind: reversal.kind,
      coin: first.coin as Coin,
      postings: entries.map((e) => ({ accountId: e.account_id, amount: -e.amount })),
      referenceType: first.reference_type ?? undefined,
      referenceId: first.reference_id ?? undefined,
    });
  }

  /** Sum of every balance per coin; zero for both coins whenever the ledger is consistent. */
  async totals(executor: Executor): Promise<Record<Coin, bigint>> {
    const rows = await executor
      .selectFrom('ledger_accounts')
      .select(['coin', sql<bigint>`sum(balance)::bigint`.as('total')])
      .groupBy('coin')
      .execute();
    const totals: Record<Coin, bigint> = { GC: 0n, SC: 0n };
    for (const row of rows) totals[row.coin] = row.total;
    return totals;
  }
}

/** Refuses malformed postings before they reach the database (which refuses them too, less precisely). */
function checkPostings(postings: Posting[]): void {
  if (postings.length < 2) throw new Error('ledger: a transfer needs at least two postings');
  if (new Set(postings.map((p) => p.accountId)).size !== postings.length) {
    throw new Error('ledger: repeated account in postings');
  }
  if (postings.some((p) => p.amount === 0n)) throw new Error('ledger: a posting of zero moves nothing');
  if (postings.reduce((sum, p) => sum + p.amount, 0n) !== 0n)
    throw new Error('ledger: postings must sum to zero');
}

function systemKey(kind: string, coin: string, shard: number): string {
  return `${kind}/${coin}/${shard}`;
}

function minBigint(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

function reference(source: { referenceType?: string; referenceId?: string }) {
  return {
    ...(source.referenceType ? { referenceType: source.referenceType } : {}),
    ...(source.referenceId ? { referenceId: source.referenceId } : {}),
  };
}
