import { DUEL_TEXTS } from '@casino/contract';
import { duelSeedHash, duel as rollDuel } from '@casino/fairness';
import { describe, expect, it } from 'vitest';
import { bearer, registerPlayer, testAppForSuite } from '../../../test/app';
import { passLocationCheck } from '../../../test/locations';

const t = testAppForSuite();

async function player() {
  const { token, userId } = await registerPlayer(t.app);
  return { headers: bearer(token), userId, token };
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const gc = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/user/balance', headers })).json().gc as string;

describe('duels', () => {
  it('host and guest play a duel: escrowed plays, committed seed, pot to the winner, both can verify it', async () => {
    const host = await player();
    const guest = await player();
    const created = await call('POST', '/api/duels', host.headers, { pot: '200', seed: 'host-secret' });
    expect(created.statusCode, created.body).toBe(200);
    const duel = created.json();
    expect(duel).toMatchObject({
      status: 'open',
      joinable: true,
      wager: '100.00',
      pot: '200.00',
      game_mode: 'GC',
    });
    expect(duel.seed).toEqual({
      host_seed_hash: duelSeedHash('host-secret'),
      host_seed: null,
      guest_seed: null,
    });
    expect(await gc(host.headers)).toBe('9900.00');

    const open = (await call('GET', '/api/duels')).json();
    expect(open.data.map((d: { id: string }) => d.id)).toContain(duel.id);
    expect((await call('GET', '/api/duels', host.headers)).json().active.id).toBe(duel.id);

    const joined = (
      await call('POST', `/api/duels/${duel.id}/join`, guest.headers, { seed: 'first-try' })
    ).json();
    expect(joined).toMatchObject({
      status: 'joined',
      joinable: false,
      seeds: { guest: { seed: 'first-try', nonce: 1 } },
    });
    expect(joined.seed.host_seed).toBeNull();
    expect(await gc(guest.headers)).toBe('9900.00');
    // The host cannot roll before the guest has settled on a seed.
    expect((await call('POST', `/api/duels/${duel.id}/finish`, host.headers)).statusCode).toBe(409);

    const reseeded = await call('PATCH', `/api/duels/${duel.id}/seed`, guest.headers, {
      seed: 'lucky',
      locked: true,
    });
    expect(reseeded.json().seeds.guest).toEqual({ seed: 'lucky', locked: true, nonce: 2 });
    expect(
      (await call('PATCH', `/api/duels/${duel.id}/seed`, guest.headers, { seed: 'again' })).json().message,
    ).toBe(DUEL_TEXTS.seedLocked);

    const finished = (await call('POST', `/api/duels/${duel.id}/finish`, host.headers)).json();
    const expected = rollDuel('host-secret', 'lucky');
    expect(finished).toMatchObject({
      status: 'finished',
      host_result: expected.host,
      guest_result: expected.guest,
      winner: expected.winner,
      seed: { host_seed: 'host-secret', host_seed_hash: duelSeedHash('host-secret'), guest_seed: 'lucky' },
    });
    const hostGets = expected.winner === 'host' ? 200 : expected.winner === 'draw' ? 100 : 0;
    expect(await gc(host.headers)).toBe((9900 + hostGets).toFixed(2));
    expect(await gc(guest.headers)).toBe((9900 + 200 - hostGets).toFixed(2));
    // The host's move finished it: the guest's tabs hear their balance (spec §4), once it committed.
    const told = await t.infra.db
      .selectFrom('event_outbox')
      .select('payload')
      .where('channel', '=', `App.User.${guest.userId}`)
      .where('event', '=', 'balance')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(told.payload).toMatchObject({ gc: (9900 + 200 - hostGets).toFixed(2) });
    const history = (await call('GET', '/api/history/mine?game=duels', guest.headers)).json().data;
    expect(history[0]).toMatchObject({ game: 'duels', wager: '100.00', payout: (200 - hostGets).toFixed(2) });
    const detail = (await call('GET', `/api/bets/${history[0].id}`)).json();
    expect(detail.verification).toEqual({
      duel_id: duel.id,
      host_seed_hash: duelSeedHash('host-secret'),
      host_seed: 'host-secret',
      guest_seed: 'lucky',
    });
    expect((await call('POST', `/api/duels/${duel.id}/finish`, guest.headers)).json().message).toBe(
      DUEL_TEXTS.ended,
    );
    expect((await call('GET', '/api/duels', host.headers)).json().active).toBeNull();
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('a duel opens to others only once the host locks a seed; cancel returns the play exactly', async () => {
    const host = await player();
    await call('POST', '/api/user/balance', host.headers, { game_mode: 'SC' });
    await passLocationCheck(t.app, host.token);
    const duel = (await call('POST', '/api/duels', host.headers, { wager: '0.40', locked: false })).json();
    expect(duel).toMatchObject({ joinable: false, game_mode: 'SC' });
    const other = await player();
    expect((await call('POST', `/api/duels/${duel.id}/join`, other.headers)).json().message).toBe(
      DUEL_TEXTS.notJoinable,
    );
    const locked = (
      await call('PATCH', `/api/casino/duel/${duel.id}`, host.headers, { seed: 'mine', locked: true })
    ).json();
    expect(locked).toMatchObject({ joinable: true, seeds: { host: { locked: true, nonce: 2 } } });
    expect(locked.seed.host_seed_hash).toBe(duelSeedHash('mine'));
    expect((await call('DELETE', `/api/duels/${duel.id}`, other.headers)).statusCode).toBe(403);
    const cancelled = (await call('DELETE', `/api/duels/${duel.id}`, host.headers)).json();
    expect(cancelled.status).toBe('cancelled');
    // The sign-up SC came unplayed and goes back unplayed: a cancelled duel is not a play.
    expect((await call('GET', '/api/user/balance', host.headers)).json().sc).toEqual({
      total: '1.00',
      unplayed: '1.00',
      redeemable: '0.00',
    });
    expect((await call('DELETE', `/api/duels/${duel.id}`, host.headers)).json().message).toBe(
      DUEL_TEXTS.ended,
    );
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('refuses what the rules forbid and moves nothing', async () => {
    const host = await player();
    const guest = await player();
    const other = await player();
    expect((await call('POST', '/api/duels', host.headers, { pot: '0.03' })).json().message).toBe(
      DUEL_TEXTS.potOdd,
    );
    expect((await call('POST', '/api/duels', host.headers, { wager: '20000' })).json().message).toBe(
      'Insufficient balance.',
    );
    expect((await call('POST', '/api/duels', {}, { wager: '1' })).statusCode).toBe(401);
    expect((await call('POST', '/api/duels', {}, { wager: 'x' })).statusCode).toBe(401);
    const duel = (await call('POST', '/api/duels', host.headers, { wager: '6000' })).json();
    expect((await call('POST', '/api/duels', host.headers, { wager: '1' })).json().message).toBe(
      DUEL_TEXTS.activeDuel,
    );
    expect((await call('POST', `/api/duels/${duel.id}/join`, host.headers)).json().message).toBe(
      DUEL_TEXTS.ownDuel,
    );
    // A player busy with a duel of their own cannot join another.
    await call('POST', '/api/duels', other.headers, { wager: '5000' });
    expect((await call('POST', `/api/duels/${duel.id}/join`, other.headers)).json().message).toBe(
      DUEL_TEXTS.activeDuel,
    );
    const otherDuel = (await call('GET', '/api/duels', other.headers)).json().active;
    await call('DELETE', `/api/duels/${otherDuel.id}`, other.headers);
    await call('POST', '/api/duels', other.headers, { wager: '5000', locked: false });
    const busy = (await call('GET', '/api/duels', other.headers)).json().active;
    expect(busy.joinable).toBe(false);
    await call('DELETE', `/api/duels/${busy.id}`, other.headers);
    expect((await call('GET', '/api/duels/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/casino/duel/abc')).json()).toEqual({
      message: DUEL_TEXTS.notFound,
      code: 'NOT_FOUND',
    });
    expect((await call('POST', `/api/duels/${duel.id}/finish`, guest.headers)).statusCode).toBe(403);
    // Two players race to join: exactly one gets in, the other's play never leaves their balance.
    const rival = await player();
    const [a, b] = await Promise.all([
      call('POST', `/api/duels/${duel.id}/join`, guest.headers),
      call('POST', `/api/duels/${duel.id}/join`, rival.headers),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const balances = [await gc(guest.headers), await gc(rival.headers)].sort();
    expect(balances).toEqual(['10000.00', '4000.00']);
    expect(await gc(host.headers)).toBe('4000.00');
    expect(await gc(other.headers)).toBe('10000.00');
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });

  it('create, join, finish and cancel sent again with their Idempotency-Key answer the first time and move nothing', async () => {
    const host = await player();
    const guest = await player();
    const keyed = (
      method: 'POST' | 'DELETE',
      url: string,
      who: { headers: object },
      key: string,
      body?: object,
    ) => call(method, url, { ...who.headers, 'idempotency-key': key }, body);
    const twice = async (...request: Parameters<typeof keyed>) => {
      const first = await keyed(...request);
      expect(first.statusCode, first.body).toBe(200);
      expect((await keyed(...request)).body).toBe(first.body);
      return first.json();
    };
    const duel = await twice('POST', '/api/duels', host, 'create-1', { wager: '100' });
    expect(await gc(host.headers)).toBe('9900.00');
    await twice('POST', `/api/duels/${duel.id}/join`, guest, 'join-1', {});
    expect(await gc(guest.headers)).toBe('9900.00');
    const finished = await twice('POST', `/api/duels/${duel.id}/finish`, guest, 'finish-1');
    const paid = { host: '9900.00', guest: '9900.00' };
    if (finished.winner === 'draw') Object.assign(paid, { host: '10000.00', guest: '10000.00' });
    else paid[finished.winner as 'host' | 'guest'] = '10100.00';
    expect([await gc(host.headers), await gc(guest.headers)]).toEqual([paid.host, paid.guest]);

    const open = await twice('POST', '/api/duels', host, 'create-2', { wager: '50' });
    await twice('DELETE', `/api/duels/${open.id}`, host, 'cancel-2');
    expect(await gc(host.headers)).toBe(paid.host);
    // The host's first key belongs to the first duel's creation: not to a cancel.
    expect((await keyed('DELETE', `/api/duels/${open.id}`, host, 'create-1')).statusCode).toBe(422);
    expect(await t.infra.ledger.totals(t.infra.db)).toEqual({ GC: 0n, SC: 0n });
  });
});
