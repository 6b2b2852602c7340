import { randomUUID } from 'node:crypto';
import { type Coin, formatAmount, parseSignedAmount, type TransactionRow } from '@casino/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { bearer, registerPlayer, testAppForSuite } from '../../test/app';
import { keyedPost, seededPlayer } from '../../test/plays';
import { DEFAULT_NAME, KIND_RULES, transactionName, transactionNameSql } from './kind-groups';
import { downloadCsv, expectCsvMatchesLedger } from './test-support';

const t = testAppForSuite();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** Rolls dice `times` times for 10 GC at 2×. */
async function roll(headers: Record<string, string>, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const played = await keyedPost(t.app, '/api/dicing', headers, randomUUID(), {
      wager: '10',
      multiplier: 2,
    });
    expect(played.statusCode, played.body).toBe(200);
  }
}

/** A movement as another feature will post it: coins from a system account to the player, or back. */
async function move(
  userId: bigint,
  kind: string,
  coin: Coin,
  amount: bigint,
  system: 'purchases' | 'promotions',
) {
  const { ledger, db } = t.infra;
  await inTransaction(db, async (trx) => {
    const accounts = await ledger.playerAccounts(trx, userId);
    const mine = coin === 'GC' ? accounts.gc.id : accounts.scUnplayed.id;
    await ledger.transfer(trx, {
      key: `${kind}:${randomUUID()}`,
      kind,
      coin,
      postings: [
        { accountId: ledger.systemAccount(system, coin), amount: -amount },
        { accountId: mine, amount },
      ],
      referenceType: kind,
      referenceId: '7',
    });
  });
}

/** SC between the player's redeemable coins and the payable account, as a redemption (or its cancel) will. */
async function redemption(userId: bigint, kind: 'redemption' | 'redemption_cancel', amount: bigint) {
  const { ledger, db } = t.infra;
  await inTransaction(db, async (trx) => {
    const accounts = await ledger.playerAccounts(trx, userId);
    const payable = ledger.systemAccount('redemptions_payable', 'SC');
    const toPlayer = kind === 'redemption_cancel' ? amount : -amount;
    await ledger.transfer(trx, {
      key: `${kind}:${randomUUID()}`,
      kind,
      coin: 'SC',
      postings: [
        { accountId: accounts.scRedeemable.id, amount: toPlayer },
        { accountId: payable, amount: -toPlayer },
      ],
    });
  });
}

async function list(headers: Record<string, string>, name: string, query = ''): Promise<TransactionRow[]> {
  const answer = await get(`/api/transactions/${name}${query}`, headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

describe('which list a kind belongs to', () => {
  it('names every known and future kind, with bonuses for anything else', () => {
    expect(
      Object.fromEntries(
        [
          'purchase',
          'purchase_deny',
          'crypto_deposit',
          'redemption',
          'redemption_cancel',
          'play',
          'win',
          'refund',
          'provider_bet',
          'provider_win',
          'signup_bonus',
          'daily_bonus',
          'top_up',
          'reload',
          'bonus_code',
          'rakeback',
          'lossback',
          'vip_bonus',
        ].map((kind) => [kind, transactionName(kind)]),
      ),
    ).toEqual({
      purchase: 'purchases',
      purchase_deny: 'purchases',
      crypto_deposit: 'purchases',
      redemption: 'redemptions',
      redemption_cancel: 'redemptions',
      play: 'plays',
      win: 'plays',
      refund: 'plays',
      provider_bet: 'plays',
      provider_win: 'plays',
      signup_bonus: 'bonuses',
      daily_bonus: 'bonuses',
      top_up: 'bonuses',
      reload: 'bonuses',
      bonus_code: 'bonuses',
      rakeback: 'bonuses',
      lossback: 'bonuses',
      vip_bonus: 'bonuses',
    });
    expect(DEFAULT_NAME).toBe('bonuses');
  });

  it('the database filters by the same rules', async () => {
    const kinds = [...KIND_RULES.map((r) => r.value), 'purchase_refund', 'provider_rollback', 'x', 'playful'];
    for (const kind of kinds) {
      const { rows } = await sql<{
        name: string;
      }>`SELECT ${transactionNameSql(sql.val(kind))} AS name`.execute(t.infra.db);
      expect(rows[0]?.name, kind).toBe(transactionName(kind));
    }
  });
});

describe('/api/transactions/{name}', () => {
  it('lists each movement in its own list, newest first, netted over the player’s accounts', async () => {
    const p = await seededPlayer(t.app, 'lists', ['dicing']);
    await roll(p.headers, 3);
    await move(p.userId, 'purchase', 'GC', 199_00n, 'purchases');
    await move(p.userId, 'daily_bonus', 'SC', 1_00n, 'promotions');
    await redemption(p.userId, 'redemption_cancel', 5_00n);
    await redemption(p.userId, 'redemption', 2_00n);

    const plays = await list(p.headers, 'plays');
    expect(plays).toHaveLength(3);
    expect(plays.map((r) => BigInt(r.id))).toEqual(
      plays.map((r) => BigInt(r.id)).sort((a, b) => (a > b ? -1 : 1)),
    );
    for (const play of plays) {
      expect(play).toMatchObject({ kind: 'play', name: 'plays', coin: 'GC', reference: { type: 'bet' } });
      expect(['-10.00', '10.00']).toContain(play.amount);
    }
    expect(await list(p.headers, 'purchases')).toEqual([
      expect.objectContaining({
        kind: 'purchase',
        coin: 'GC',
        amount: '199.00',
        reference: { type: 'purchase', id: '7' },
      }),
    ]);
    const bonuses = await list(p.headers, 'bonuses');
    expect(bonuses.map((r) => [r.kind, r.coin, r.amount])).toEqual([
      ['daily_bonus', 'SC', '1.00'],
      ...(await signupBonuses()),
    ]);
    expect((await list(p.headers, 'redemptions')).map((r) => [r.kind, r.amount, r.reference])).toEqual([
      ['redemption', '-2.00', null],
      ['redemption_cancel', '5.00', null],
    ]);
    expect(await list(bearer((await registerPlayer(t.app)).token), 'redemptions')).toEqual([]);
  });

  it('pages by cursor: each page newest first, together every movement once', async () => {
    const p = await seededPlayer(t.app, 'pages', ['dicing']);
    await roll(p.headers, 5);
    const all = await list(p.headers, 'plays');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const answer = await get(
        `/api/transactions/plays?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        p.headers,
      );
      const page = answer.json() as { data: TransactionRow[]; next_cursor: string | null };
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((r) => r.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.map((r) => r.id));
    expect(seen).toHaveLength(5);
    expect((await get('/api/transactions/plays?limit=51', p.headers)).statusCode).toBe(422);
    expect((await get('/api/transactions/plays?cursor=abc', p.headers)).statusCode).toBe(422);
  });

  it('details a movement with its entry and balance after on each account it touched', async () => {
    const p = await seededPlayer(t.app, 'detail', ['dicing'], 'SC');
    const played = await keyedPost(t.app, '/api/dicing', p.headers, randomUUID(), {
      wager: '0.50',
      multiplier: 2,
    });
    expect(played.statusCode, played.body).toBe(200);
    const [play] = await list(p.headers, 'plays');
    if (!play) throw new Error('no play listed');
    const detail = await get(`/api/transactions/plays/${play.id}`, p.headers);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({ id: play.id, kind: 'play', coin: 'SC', amount: play.amount });
    // The sign-up SC is unplayed: the wager comes from it, a win pays to redeemable.
    const accounts = await t.infra.ledger.playerAccounts(t.infra.db, p.userId);
    const now = { sc_unplayed: accounts.scUnplayed.balance, sc_redeemable: accounts.scRedeemable.balance };
    expect(body.entries.map((e: { account: string }) => e.account)).toContain('sc_unplayed');
    for (const entry of body.entries as { account: 'sc_unplayed' | 'sc_redeemable'; balance_after: string }[])
      expect(entry.balance_after).toBe(formatAmount(now[entry.account]));
    expect(body.entries.reduce((sum: bigint, e: { amount: string }) => sum + signedMinor(e.amount), 0n)).toBe(
      signedMinor(play.amount),
    );
  });

  it('answers only the caller’s own movements: anyone else’s, another list’s or no such id is not found', async () => {
    const owner = await seededPlayer(t.app, 'owner', ['dicing']);
    const other = await registerPlayer(t.app);
    await roll(owner.headers, 1);
    const [play] = await list(owner.headers, 'plays');
    const [signup] = await list(owner.headers, 'bonuses');
    expect((await get(`/api/transactions/plays/${play?.id}`, owner.headers)).statusCode).toBe(200);
    for (const [url, headers] of [
      [`/api/transactions/plays/${play?.id}`, bearer(other.token)],
      [`/api/transactions/bonuses/${play?.id}`, owner.headers],
      [`/api/transactions/plays/${signup?.id}`, owner.headers],
      ['/api/transactions/plays/99999999999', owner.headers],
      ['/api/transactions/plays/abc', owner.headers],
      ['/api/transactions/deposits', owner.headers],
    ] as const) {
      const answer = await get(url, headers);
      expect(answer.statusCode, url).toBe(404);
    }
    expect((await get(`/api/transactions/plays/${play?.id}`, bearer(other.token))).json().message).toBe(
      'This transaction could not be found.',
    );
    expect(await list(bearer(other.token), 'plays')).toEqual([]);
  });

  it('needs a signed-in player', async () => {
    for (const url of [
      '/api/transactions/plays',
      '/api/transactions/plays/1',
      '/api/transactions/export.csv',
      '/api/my-game-play',
      '/api/my-game-play/1',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(401);
    }
  });
});

describe('/api/transactions/export.csv', () => {
  it('holds every entry oldest first, each with its running balance, matching the ledger to the cent', async () => {
    const host = await seededPlayer(t.app, 'csv', ['dicing', 'limbo']);
    const guest = await registerPlayer(t.app);
    await roll(host.headers, 4);
    await keyedPost(t.app, '/api/limbo', host.headers, randomUUID(), { wager: '3.33', target: 1.5 });
    await move(host.userId, 'daily_bonus', 'GC', 1_234_56n, 'promotions');
    await move(host.userId, 'purchase', 'SC', 5_00n, 'purchases');
    // A duel: the host's wager goes to escrow, the pot to the winner.
    const duel = (
      await t.app.inject({
        method: 'POST',
        url: '/api/duels',
        headers: host.headers,
        payload: { pot: '200', seed: 'csv-host' },
      })
    ).json();
    const join = await t.app.inject({
      method: 'POST',
      url: `/api/duels/${duel.id}/join`,
      headers: bearer(guest.token),
      payload: { seed: 'csv-guest' },
    });
    expect(join.statusCode, join.body).toBe(200);
    const locked = await t.app.inject({
      method: 'PATCH',
      url: `/api/duels/${duel.id}/seed`,
      headers: bearer(guest.token),
      payload: { seed: 'csv-guest', locked: true },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    const finish = await t.app.inject({
      method: 'POST',
      url: `/api/duels/${duel.id}/finish`,
      headers: host.headers,
    });
    expect(finish.statusCode, finish.body).toBe(200);

    const entries = await downloadCsv(t.app, host.headers);
    await expectCsvMatchesLedger(t.infra.db, host.userId, entries);
    expect(new Set(entries.map((e) => e.kind))).toEqual(
      new Set([
        'signup_bonus',
        'play',
        'daily_bonus',
        'purchase',
        ...(entries.some((e) => e.kind === 'win') ? ['win'] : []),
      ]),
    );
    expect(entries[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(entries.find((e) => e.kind === 'purchase')?.reference).toBe('purchase:7');

    const guestEntries = await downloadCsv(t.app, bearer(guest.token));
    await expectCsvMatchesLedger(t.infra.db, guest.userId, guestEntries);
  });

  it('a new player’s file holds the sign-up gift alone', async () => {
    const p = await registerPlayer(t.app);
    const entries = await downloadCsv(t.app, bearer(p.token));
    expect(entries.every((e) => e.kind === 'signup_bonus')).toBe(true);
    await expectCsvMatchesLedger(t.infra.db, p.userId, entries);
  });
});

describe('/api/my-game-play', () => {
  it('pages the player’s own plays, optionally of one game, and details only their own', async () => {
    const p = await seededPlayer(t.app, 'mine', ['dicing', 'limbo']);
    const other = await seededPlayer(t.app, 'theirs', ['dicing']);
    await roll(p.headers, 3);
    await keyedPost(t.app, '/api/limbo', p.headers, randomUUID(), { wager: '1', target: 2 });
    await roll(other.headers, 1);

    const first = (await get('/api/my-game-play?limit=3', p.headers)).json();
    expect(first.data).toHaveLength(3);
    expect(first.data[0]).toMatchObject({ game: 'limbo', user_id: p.userId.toString() });
    const rest = (await get(`/api/my-game-play?limit=3&cursor=${first.next_cursor}`, p.headers)).json();
    expect(rest).toMatchObject({ next_cursor: null });
    expect(rest.data).toHaveLength(1);
    const dice = (await get('/api/my-game-play?game=dicing', p.headers)).json();
    expect(dice.data.map((r: { game: string }) => r.game)).toEqual(['dicing', 'dicing', 'dicing']);

    const mine = await get(`/api/my-game-play/${first.data[0].id}`, p.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ id: first.data[0].id, game: 'limbo', nonce: 1 });
    const theirs = (await get('/api/my-game-play', other.headers)).json().data[0];
    const refused = await get(`/api/my-game-play/${theirs.id}`, p.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This play could not be found.');
    expect((await get('/api/my-game-play/xyz', p.headers)).statusCode).toBe(404);
  });
});

/** The sign-up gift as the bonuses list shows it (newest first: SC was granted after GC). */
async function signupBonuses() {
  const { SIGNUP_BONUS_GC, SIGNUP_BONUS_SC } = t.infra.config;
  const rows: [string, string, string][] = [];
  if (Number(SIGNUP_BONUS_SC) > 0) rows.push(['signup_bonus', 'SC', Number(SIGNUP_BONUS_SC).toFixed(2)]);
  if (Number(SIGNUP_BONUS_GC) > 0) rows.push(['signup_bonus', 'GC', Number(SIGNUP_BONUS_GC).toFixed(2)]);
  return rows;
}

function signedMinor(text: string): bigint {
  return parseSignedAmount(text) ?? 0n;
}
