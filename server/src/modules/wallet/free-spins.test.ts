import type { FreeRoundGrants, SandboxGame, SandboxRound } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { enqueueJob } from '../../jobs';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';
import { seededPlayer } from '../../test/plays';
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

  it('are not given in SC where the purchase gives no SC (a GC-only state)', async () => {
    const texan = await registerPlayer(t.app, { state: 'TX' });
    const headers = bearer(texan.token);
    await t.app.inject({ method: 'POST', url: '/api/location/check', headers, payload: {} });
    await buySpinStarter(headers);
    await t.jobs.drain();
    expect(await grantsOf(headers)).toEqual([]);
  });
});
