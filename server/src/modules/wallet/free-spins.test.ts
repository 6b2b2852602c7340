import type { FreeRoundGrants, SandboxGame, SandboxRound } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { SandboxGameServer } from '../../adapters/game-provider/game-server';
import { inTransaction } from '../../db/transaction';
import { enqueueJob } from '../../jobs';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';
import { seededPlayer } from '../../test/plays';
import { staffMember } from '../../test/verified-players';
import { freeRoundsJobHandler, type GameServer } from '../providers';
import { checkout, finalise, GOOD_CARD, ladderBundle, startPayment } from './test-support';

/**
 * Free rounds from a bundle's reward, the whole app with the sandboxes: buying the 4.99 bundle with 'Spin
 * Starter' (10 free spins of Twisted Meteor at 0.20 SC) grants them through the sandbox provider by a job,
 * and the game's page plays them: each bet goes out free and takes no coins, each win pays as any win.
 */
const t = testAppForSuite({ STATE_RULES: '{"TX":"gc_only"}' });

async function buySpinStarter(headers: Record<string, string>) {
  const bundle = await ladderBundle(t.app, headers, '4.99');
  expect(bundle.reward).toMatchObject({
    reward_type: 'Free Spins',
    num_spins: 10,
    free_spin_value: '0.20',
    free_spin_coin: 'SC',
    game: { title: 'Twisted Meteor', software: 'relax' },
  });
  const started = await startPayment(t.app, headers, bundle, { promotionId: bundle.promotionId });
  expect(started.statusCode, started.body).toBe(200);
  const start = started.json() as { merchantRefNum: string; amount: number };
  const handle = await checkout(t.app, start.merchantRefNum, GOOD_CARD);
  const finalised = await finalise(t.app, headers, start, handle.paymentHandleToken as string);
  expect(finalised.statusCode, finalised.body).toBe(200);
}

const grantsOf = async (headers: Record<string, string>) =>
  ((await t.app.inject({ url: '/api/free-rounds', headers })).json() as FreeRoundGrants).grants;

async function launchTwistedMeteor(headers: Record<string, string>) {
  const game = await t.infra.db
    .selectFrom('games')
    .select('id')
    .where('identifier', '=', 'twisted-meteor')
    .executeTakeFirstOrThrow();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/games/relax/session',
    headers,
    payload: { channel: 'web', gameId: game.id, gameMode: 'real', currencyType: 'SC' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { url: string }).url.split('/').pop() as string;
}

const scOf = async (userId: bigint) => {
  const accounts = await t.infra.ledger.playerAccounts(t.infra.db, userId);
  return accounts.scUnplayed.balance + accounts.scRedeemable.balance;
};

/** A free spin of the session's game, as its page plays one. */
const freeSpin = (sessionId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sandbox/provider/sessions/${sessionId}/rounds`,
    payload: { stake: '0.20', free: true },
  });

/** The player denies the purchase (spec §4) and compliance refunds it: answers the refund's reply. */
async function denyAndRefund(headers: Record<string, string>, userId: bigint) {
  const denied = await t.app.inject({
    method: 'POST',
    url: '/api/confirmpayment',
    headers,
    payload: { status: 2 },
  });
  expect(denied.statusCode, denied.body).toBe(200);
  const purchase = await t.infra.db
    .selectFrom('purchases')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const admin = await staffMember(t, 'admin');
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/purchases/${purchase.id}/refund`,
    headers: admin.headers,
  });
}

const campaignOf = (grantId: number) =>
  t.infra.db
    .selectFrom('sandbox_provider_free_rounds')
    .select(['remaining', 'cancelled_at'])
    .where('reference', '=', `free-rounds-${grantId}`)
    .executeTakeFirst();

/**
 * A player who bought Spin Starter, its grant back to pending and unknown to the provider: as if its job
 * had not run yet (the worker runs it at once, so the test undoes it).
 */
async function playerWithUngrantedSpins(name: string) {
  const player = await seededPlayer(t.app, name, [], 'SC');
  await buySpinStarter(player.headers);
  await t.jobs.drain();
  const [grant] = await grantsOf(player.headers);
  const grantId = grant?.id ?? 0;
  await t.infra.db
    .deleteFrom('sandbox_provider_free_rounds')
    .where('reference', '=', `free-rounds-${grantId}`)
    .execute();
  await t.infra.db
    .updateTable('free_round_grants')
    .set({ status: 'pending', granted_at: null, provider_reference: null })
    .where('id', '=', BigInt(grantId))
    .execute();
  return { ...player, grantId };
}

describe('free rounds from a bundle', () => {
  it('are granted once the purchase completes and play free in their game, wins paid as any win', async () => {
    const player = await seededPlayer(t.app, 'spins', [], 'SC');
    await buySpinStarter(player.headers);
    await t.jobs.drain();
    expect(await grantsOf(player.headers)).toMatchObject([
      {
        status: 'granted',
        rounds: 10,
        rounds_left: 10,
        round_value: '0.20',
        coin: 'SC',
        game: { title: 'Twisted Meteor' },
      },
    ]);

    const sessionId = await launchTwistedMeteor(player.headers);
    const page = (
      await t.app.inject({ url: `/api/sandbox/provider/sessions/${sessionId}` })
    ).json() as SandboxGame;
    expect(page.freeRounds).toEqual({ remaining: 10, stake: '0.20' });

    let sc = await scOf(player.userId);
    let won = 0n;
    for (let spin = 9; spin >= 0; spin -= 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/sandbox/provider/sessions/${sessionId}/rounds`,
        payload: { stake: '0.20', free: true },
      });
      const round = response.json() as SandboxRound;
      expect(round).toMatchObject({ status: 'settled', free: true, stake: '0.20' });
      expect(round.freeRounds).toEqual(spin === 0 ? null : { remaining: spin, stake: '0.20' });
      const win = BigInt(Math.round(Number(round.win) * 100));
      won += win;
      // No stake is taken: the balance moves by the win alone.
      sc += win;
      expect(await scOf(player.userId)).toBe(sc);
    }
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/provider/sessions/${sessionId}/rounds`,
      payload: { stake: '0.20', free: true },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ message: 'You have no free spins left in this game.' });
    expect(await grantsOf(player.headers)).toMatchObject([{ rounds: 10, rounds_left: 0 }]);

    // Each free round is a play of its own, at no wager, paying what it won.
    const plays = await t.infra.db
      .selectFrom('bets')
      .select(['wager', 'payout', 'status'])
      .where('user_id', '=', player.userId)
      .where('provider_round', '=', true)
      .execute();
    expect(plays).toHaveLength(10);
    expect(plays.every((play) => play.wager === 0n && play.status === 'settled')).toBe(true);
    expect(plays.reduce((sum, play) => sum + play.payout, 0n)).toBe(won);
  });

  it('are granted once however often the job runs', async () => {
    const player = await seededPlayer(t.app, 'twice', [], 'SC');
    await buySpinStarter(player.headers);
    await t.jobs.drain();
    const [grant] = await grantsOf(player.headers);
    // As if the provider's answer had been lost: the grant still pending, its job run again.
    await inTransaction(t.infra.db, async (trx) => {
      await trx
        .updateTable('free_round_grants')
        .set({ status: 'pending', granted_at: null })
        .where('id', '=', BigInt(grant?.id ?? 0))
        .execute();
      await enqueueJob(
        trx,
        { kind: 'free_rounds.grant', key: `free-rounds-${grant?.id}`, payload: { grantId: `${grant?.id}` } },
        { again: true },
      );
    });
    await t.jobs.drain();
    const campaigns = await t.infra.db
      .selectFrom('sandbox_provider_free_rounds')
      .select(['rounds', 'remaining'])
      .where('reference', '=', `free-rounds-${grant?.id}`)
      .execute();
    expect(campaigns).toEqual([{ rounds: 10, remaining: 10 }]);
    expect(await grantsOf(player.headers)).toMatchObject([{ status: 'granted' }]);
  });

  it('are cancelled when the purchase is refunded: spins played stay played, none is left to play', async () => {
    const player = await seededPlayer(t.app, 'refunded', [], 'SC');
    await buySpinStarter(player.headers);
    await t.jobs.drain();
    const sessionId = await launchTwistedMeteor(player.headers);
    for (let spin = 0; spin < 3; spin += 1) expect((await freeSpin(sessionId)).statusCode).toBe(200);

    const refund = await denyAndRefund(player.headers, player.userId);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().message).toBe(
      'The purchase is refunded: the coins are taken back and the payment vendor refunds the card. ' +
        'Its free spins not yet played are cancelled.',
    );
    const [grant] = await grantsOf(player.headers);
    expect(grant).toMatchObject({ status: 'cancelled', rounds: 10 });
    // The provider is told by a job, committed with the refund.
    await t.jobs.drain();
    expect(await campaignOf(grant?.id ?? 0)).toMatchObject({ remaining: 7, cancelled_at: expect.any(Date) });
    expect(await grantsOf(player.headers)).toMatchObject([{ status: 'cancelled', rounds_left: 0 }]);
    const after = await freeSpin(sessionId);
    expect(after.statusCode).toBe(422);
    expect(after.json()).toMatchObject({ message: 'You have no free spins left in this game.' });
    const audit = await t.infra.db
      .selectFrom('staff_audit_log')
      .select('after')
      .where('action', '=', 'purchases.refund')
      .where('subject_user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ refunded: true, free_spins: 'cancelled' });
    // Staff see them on the player's purchases.
    const staff = await staffMember(t, 'admin');
    const purchases = await t.app.inject({
      url: `/api/admin/users/${player.userId}/purchases`,
      headers: staff.headers,
    });
    expect(purchases.json().data[0].free_spins).toEqual({
      rounds: 10,
      round_value: '0.20',
      coin: 'SC',
      game: 'Twisted Meteor',
      status: 'cancelled',
    });
  });

  it('refunded before the provider has them: never granted, or cancelled there by the grant job', async () => {
    const provider = new SandboxGameServer(t.infra.db);
    let answerGrant = () => {};
    const grantAnswered = new Promise<void>((resolve) => {
      answerGrant = resolve;
    });
    // A provider slow to answer the grant: the refund lands while it is being asked.
    const slowProvider: GameServer = {
      gameUrl: (launch) => provider.gameUrl(launch),
      grantFreeRounds: async (grant) => {
        await grantAnswered;
        return provider.grantFreeRounds(grant);
      },
      cancelFreeRounds: (cancel) => provider.cancelFreeRounds(cancel),
      freeRoundsLeft: (references) => provider.freeRoundsLeft(references),
    };
    const grantJob = (grantId: number) => ({
      id: 0n,
      kind: 'free_rounds.grant',
      key: `free-rounds-${grantId}`,
      payload: { grantId: String(grantId) },
      attempt: 1,
      maxAttempts: 5,
    });

    // Refunded before the grant job ran: run after, it grants nothing.
    const early = await playerWithUngrantedSpins('early');
    expect((await denyAndRefund(early.headers, early.userId)).statusCode).toBe(200);
    await t.jobs.drain();
    await freeRoundsJobHandler(t.infra.db, provider)(grantJob(early.grantId));
    expect(await campaignOf(early.grantId)).toBeUndefined();
    expect(await grantsOf(early.headers)).toMatchObject([{ status: 'cancelled' }]);

    // Refunded while the grant job asks the provider: the cancel job reaches the provider first and finds
    // nothing; then the grant lands, and the grant job, finding the grant cancelled, cancels it there.
    const racing = await playerWithUngrantedSpins('racing');
    const asking = freeRoundsJobHandler(t.infra.db, slowProvider)(grantJob(racing.grantId));
    expect((await denyAndRefund(racing.headers, racing.userId)).statusCode).toBe(200);
    await t.jobs.drain();
    expect(await campaignOf(racing.grantId)).toBeUndefined();
    answerGrant();
    await asking;
    expect(await campaignOf(racing.grantId)).toMatchObject({ remaining: 10, cancelled_at: expect.any(Date) });
    expect(await grantsOf(racing.headers)).toMatchObject([{ status: 'cancelled', rounds_left: 0 }]);
  });

  it('are not given in SC where the purchase gives no SC (a GC-only state)', async () => {
    const texan = await registerPlayer(t.app, { state: 'TX' });
    const headers = bearer(texan.token);
    await t.app.inject({ method: 'POST', url: '/api/location/check', headers, payload: {} });
    await buySpinStarter(headers);
    await t.jobs.drain();
    expect(await grantsOf(headers)).toEqual([]);
  });
});
