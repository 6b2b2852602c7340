import {
  type Coin,
  DUEL_TEXTS,
  type DuelCreate,
  type DuelJoin,
  type DuelPlayOutcome,
  type DuelSeedChange,
  type DuelView,
} from '@casino/contract';
import { duelSeedHash, duel as rollDuel } from '@casino/fairness';
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { inTransaction, type Trx } from '../../../db/transaction';
import { AppError } from '../../../http/errors';
import { type RequestKey, runOnce } from '../../../http/idempotent-requests';
import type { Ledger } from '../../../ledger/ledger';
import { enqueueEvent } from '../../../realtime/event-outbox';
import { announceBalance } from '../../users';
import { keptMultiplier } from '../history/bet-rows';
import { isHighRoller } from '../policy/high-roller';
import { PlayAdmission } from '../policy/play-admission';
import type { PlayPolicy } from '../policy/play-policy';
import type { PlayEligibility } from '../ports';
import { newServerSeed } from '../seeds/seeds';
import type { PlaySettlements } from '../settlement/play-settlements';
import { type DuelRow, duelView } from './views';

/** A host may finish without the guest's lock once the guest has had this long to choose a seed. */
export const GUEST_SEED_GRACE_MS = 60_000;
const OPEN_LIST_SIZE = 50;

/** A random seed for a side that did not choose one: 30 hex characters, like the web app's suggestion. */
const randomSeed = () => newServerSeed().slice(0, 30);

type Executor = Database | Trx;

function duels(db: Executor) {
  return db
    .selectFrom('duels as d')
    .innerJoin('users as h', 'h.id', 'd.host_id')
    .leftJoin('users as g', 'g.id', 'd.guest_id')
    .selectAll('d')
    .select([
      'h.username as host_name',
      'h.private_mode as host_private',
      'g.username as guest_name',
      'g.private_mode as guest_private',
    ]);
}

/**
 * Duels between two players (spec §3, §4, §7). Each side's play goes into the duel's escrow when they
 * create or join it; finishing rolls both sides from the host's committed seed and the guest's seed
 * and pays the pot (twice the play) to the winner, or each play back on a draw; a duel nobody joined
 * can be cancelled and its play goes back exactly where it came from.
 */
export class Duels {
  private readonly admission: PlayAdmission;

  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly settlements: PlaySettlements,
    policy: PlayPolicy,
    eligibility: PlayEligibility,
  ) {
    this.admission = new PlayAdmission(policy, eligibility);
  }

  /** Open duels anyone may join, newest first, and the viewer's own duel in progress. */
  async list(viewer: bigint | null): Promise<{ data: DuelView[]; active: DuelView | null }> {
    const open = await duels(this.db)
      .where('d.status', '=', 'open')
      .where('d.host_locked', '=', true)
      .orderBy('d.id', 'desc')
      .limit(OPEN_LIST_SIZE)
      .execute();
    const active =
      viewer === null
        ? undefined
        : await duels(this.db)
            .where((eb) =>
              eb.or([
                eb.and([eb('d.host_id', '=', viewer), eb('d.status', 'in', ['open', 'joined'])]),
                eb.and([eb('d.guest_id', '=', viewer), eb('d.status', '=', 'joined')]),
              ]),
            )
            .executeTakeFirst();
    return { data: open.map((d) => duelView(d, viewer)), active: active ? duelView(active, viewer) : null };
  }

  async get(id: bigint, viewer: bigint | null): Promise<DuelView> {
    return duelView(await this.load(this.db, id), viewer);
  }

  async create(request: RequestKey, { wager, seed, locked }: DuelCreate): Promise<DuelView> {
    const { userId } = request;
    return runOnce(this.db, request, 'duels:create', async (trx) => {
      await this.claimPlayer(trx, userId);
      // The winner takes both wagers.
      const coin = await this.admission.admit(trx, userId, wager, { payout: wager * 2n });
      const hostSeed = seed ?? randomSeed();
      const { id } = await trx
        .insertInto('duels')
        .values({
          host_id: userId,
          coin,
          wager,
          host_seed: hostSeed,
          host_seed_hash: duelSeedHash(hostSeed),
          host_locked: locked,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.ledger.debitPlay(trx, this.stake(id, 'host', userId, coin, wager), this.escrow(coin));
      return { answer: await this.published(trx, 'DuelCreated', await this.load(trx, id), userId) };
    });
  }

  async join(id: bigint, request: RequestKey, { seed }: DuelJoin): Promise<DuelView> {
    const { userId } = request;
    return runOnce(this.db, request, `duels:join:${id}`, async (trx) => {
      const duel = await this.load(trx, id, true);
      if (duel.host_id === userId) throw new AppError('CONFLICT', DUEL_TEXTS.ownDuel);
      if (duel.status !== 'open' || !duel.host_locked) throw new AppError('CONFLICT', DUEL_TEXTS.notJoinable);
      await this.claimPlayer(trx, userId);
      await this.admission.stake(trx, userId, duel.coin, duel.wager);
      await trx
        .updateTable('duels')
        .set({
          guest_id: userId,
          guest_seed: seed ?? randomSeed(),
          guest_seed_nonce: 1,
          status: 'joined',
          joined_at: sql<Date>`clock_timestamp()`,
        })
        .where('id', '=', id)
        .execute();
      // The guest plays in the duel's coin, whatever their own coin switch says.
      await this.ledger.debitPlay(
        trx,
        this.stake(id, 'guest', userId, duel.coin, duel.wager),
        this.escrow(duel.coin),
      );
      return { answer: await this.published(trx, 'DuelUpdated', await this.load(trx, id), userId) };
    });
  }

  /** A side changes its seed and/or locks it; a locked seed never changes again. */
  async updateSeed(id: bigint, userId: bigint, change: DuelSeedChange): Promise<DuelView> {
    return inTransaction(this.db, async (trx) => {
      const duel = await this.load(trx, id, true);
      const side = this.sideOf(duel, userId);
      if (duel.status === 'finished' || duel.status === 'cancelled')
        throw new AppError('CONFLICT', DUEL_TEXTS.ended);
      // The host's seed is fixed once anyone can join; the guest's once they lock it.
      const locked = side === 'host' ? duel.host_locked || duel.status !== 'open' : duel.guest_locked;
      if (locked) throw new AppError('CONFLICT', DUEL_TEXTS.seedLocked);
      const lock = change.locked ?? false;
      await trx
        .updateTable('duels')
        .set(
          side === 'host'
            ? {
                ...(change.seed ? { host_seed: change.seed, host_seed_hash: duelSeedHash(change.seed) } : {}),
                host_locked: lock,
                host_seed_nonce: duel.host_seed_nonce + 1,
              }
            : {
                ...(change.seed ? { guest_seed: change.seed } : {}),
                guest_locked: lock,
                guest_seed_nonce: duel.guest_seed_nonce + 1,
              },
        )
        .where('id', '=', id)
        .execute();
      return this.published(trx, 'DuelUpdated', await this.load(trx, id), userId);
    });
  }

  /**
   * Rolls the duel and pays it. The guest may finish at any time (their seed is fixed by finishing); the
   * host once the guest has locked their seed or had GUEST_SEED_GRACE_MS to choose it.
   */
  async finish(id: bigint, request: RequestKey): Promise<DuelView> {
    const { userId } = request;
    return runOnce(this.db, request, `duels:finish:${id}`, async (trx) => {
      const duel = await this.load(trx, id, true);
      const side = this.sideOf(duel, userId);
      if (duel.status === 'open') throw new AppError('CONFLICT', DUEL_TEXTS.notJoined);
      if (duel.status !== 'joined') throw new AppError('CONFLICT', DUEL_TEXTS.ended);
      const graceOver = Date.now() - (duel.joined_at as Date).getTime() >= GUEST_SEED_GRACE_MS;
      if (side === 'host' && !duel.guest_locked && !graceOver)
        throw new AppError('CONFLICT', 'Wait for your opponent to lock their seed.');
      const outcome = rollDuel(duel.host_seed, duel.guest_seed as string);
      const pot = duel.wager * 2n;
      const payouts = {
        host: outcome.winner === 'host' ? pot : outcome.winner === 'draw' ? duel.wager : 0n,
        guest: outcome.winner === 'guest' ? pot : outcome.winner === 'draw' ? duel.wager : 0n,
      };
      // Both players' accounts and the escrow, in id order, before the first payout moves any of them.
      await this.ledger.lockAccounts(trx, [duel.host_id, duel.guest_id as bigint], [this.escrow(duel.coin)]);
      const finishedAt = new Date();
      const betIds: Record<'host' | 'guest', bigint> = { host: 0n, guest: 0n };
      for (const who of ['host', 'guest'] as const) {
        const player = who === 'host' ? duel.host_id : (duel.guest_id as bigint);
        const bet = await trx
          .insertInto('bets')
          .values({
            user_id: player,
            game: 'duels',
            coin: duel.coin,
            wager: duel.wager,
            base_wager: duel.wager,
            payout: payouts[who],
            multiplier: keptMultiplier(duel.wager, payouts[who]),
            outcome: JSON.stringify({
              duel_id: duel.id.toString(),
              side: who,
              ...outcome,
            } satisfies DuelPlayOutcome),
            high_roller: isHighRoller(duel.coin, duel.wager),
            created_at: duel.created_at,
            settled_at: finishedAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        betIds[who] = bet.id;
        if (payouts[who] > 0n)
          await this.ledger.creditWin(
            trx,
            {
              key: `duel:${duel.id}:payout:${who}`,
              userId: player,
              coin: duel.coin,
              amount: payouts[who],
              referenceType: 'duel',
              referenceId: duel.id.toString(),
            },
            this.escrow(duel.coin),
          );
      }
      await trx
        .updateTable('duels')
        .set({
          status: 'finished',
          guest_locked: true,
          outcome: JSON.stringify(outcome),
          host_bet_id: betIds.host,
          guest_bet_id: betIds.guest,
          finished_at: finishedAt,
        })
        .where('id', '=', id)
        .execute();
      const finished = await this.load(trx, id);
      const settled = (['host', 'guest'] as const).map((who) => ({
        id: betIds[who],
        userId: who === 'host' ? finished.host_id : (finished.guest_id as bigint),
        username: who === 'host' ? finished.host_name : finished.guest_name,
        privateMode: (who === 'host' ? finished.host_private : finished.guest_private) ?? false,
        game: 'duels',
        coin: finished.coin,
        wager: finished.wager,
        payout: payouts[who],
        settledAt: finishedAt,
      }));
      const announce = await this.settlements.inTransaction(trx, settled);
      // The other side's move finished it: that player's tabs hear their new balance (spec §4).
      for (const { userId: player } of settled)
        if (player !== userId) await announceBalance(trx, this.ledger, player);
      return { answer: await this.published(trx, 'DuelFinished', finished, userId), afterCommit: announce };
    });
  }

  /** The host takes back a duel nobody has joined; the play returns exactly as it was taken. */
  async cancel(id: bigint, request: RequestKey): Promise<DuelView> {
    const { userId } = request;
    return runOnce(this.db, request, `duels:cancel:${id}`, async (trx) => {
      const duel = await this.load(trx, id, true);
      if (duel.host_id !== userId) throw new AppError('FORBIDDEN', DUEL_TEXTS.notYours);
      if (duel.status === 'joined') throw new AppError('CONFLICT', DUEL_TEXTS.cancelJoined);
      if (duel.status !== 'open') throw new AppError('CONFLICT', DUEL_TEXTS.ended);
      await this.ledger.reverse(trx, { key: `duel:${id}:refund`, of: `duel:${id}:host`, kind: 'refund' });
      await trx
        .updateTable('duels')
        .set({ status: 'cancelled', finished_at: sql<Date>`clock_timestamp()` })
        .where('id', '=', id)
        .execute();
      return { answer: await this.published(trx, 'DuelCancelled', await this.load(trx, id), userId) };
    });
  }

  /** The caller's answer; the change is announced on the public duels channel once it has committed. */
  private async published(trx: Trx, event: string, duel: DuelRow, viewer: bigint): Promise<DuelView> {
    await enqueueEvent(trx, 'duels', event, { duel: duelView(duel, null) });
    return duelView(duel, viewer);
  }

  private async load(executor: Executor, id: bigint, lock = false): Promise<DuelRow> {
    let query = duels(executor).where('d.id', '=', id);
    if (lock) query = query.forUpdate('d');
    const duel = await query.executeTakeFirst();
    if (!duel) throw new AppError('NOT_FOUND', DUEL_TEXTS.notFound);
    return duel;
  }

  /**
   * Locks the player's row so that their duels are checked and created one at a time, and refuses a
   * second duel in progress. FOR NO KEY UPDATE, not FOR UPDATE: the latter blocks the
   * foreign-key check of every bet insert on this player, so an instant-play batch holding the player's
   * ledger accounts would wait for this row while this transaction waits for those accounts (deadlock).
   */
  private async claimPlayer(trx: Trx, userId: bigint): Promise<void> {
    await trx
      .selectFrom('users')
      .select(['id'])
      .where('id', '=', userId)
      .forNoKeyUpdate()
      .executeTakeFirstOrThrow();
    const busy = await trx
      .selectFrom('duels')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('host_id', '=', userId), eb('status', 'in', ['open', 'joined'])]),
          eb.and([eb('guest_id', '=', userId), eb('status', '=', 'joined')]),
        ]),
      )
      .executeTakeFirst();
    if (busy) throw new AppError('CONFLICT', DUEL_TEXTS.activeDuel);
  }

  private sideOf(duel: DuelRow, userId: bigint): 'host' | 'guest' {
    if (duel.host_id === userId) return 'host';
    if (duel.guest_id === userId) return 'guest';
    throw new AppError('FORBIDDEN', DUEL_TEXTS.notYours);
  }

  private stake(id: bigint, side: 'host' | 'guest', userId: bigint, coin: Coin, amount: bigint) {
    return {
      key: `duel:${id}:${side}`,
      userId,
      coin,
      amount,
      referenceType: 'duel',
      referenceId: id.toString(),
    };
  }

  private escrow(coin: Coin): bigint {
    return this.ledger.systemAccount('duel_escrow', coin);
  }
}
