import type { DuelView } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  applyDuelEvent,
  finishState,
  GUEST_SEED_GRACE_MS,
  isStale,
  mergeDuel,
  payoutFor,
  resultText,
} from './duel-state';

const duel = (over: Partial<DuelView> = {}): DuelView => ({
  id: '1',
  status: 'open',
  joinable: true,
  user: { id: '10', username: 'host' },
  joiner: null,
  host_id: '10',
  guest_id: null,
  wager: '1.00',
  pot: '2.00',
  game: 'duels',
  game_mode: 'GC',
  seeds: { host: { locked: true, nonce: 0 }, guest: null },
  host_result: null,
  guest_result: null,
  winner: null,
  seed: { host_seed_hash: 'h', host_seed: null, guest_seed: null },
  created_at: '2025-01-01T00:00:00.000Z',
  finished_at: null,
  ...over,
});
const joined = (guestNonce = 1, locked = false) =>
  duel({
    status: 'joined',
    joinable: false,
    joiner: { id: '20', username: 'guest' },
    guest_id: '20',
    seeds: { host: { locked: true, nonce: 0 }, guest: { seed: `g${guestNonce}`, locked, nonce: guestNonce } },
  });
const finished = (winner: DuelView['winner']) =>
  duel({
    ...joined(2, true),
    status: 'finished',
    winner,
    seed: { host_seed_hash: 'h', host_seed: 'H', guest_seed: 'g' },
  });

describe('stale updates', () => {
  it('ignore a lower seed nonce at the same stage', () => {
    expect(isStale(joined(1), joined(2))).toBe(true);
    expect(isStale(joined(3), joined(2))).toBe(false);
    expect(mergeDuel(joined(2), joined(1)).seeds.guest?.nonce).toBe(2);
  });

  it('ignore an earlier stage, never a later one', () => {
    expect(isStale(duel(), joined())).toBe(true);
    expect(isStale(finished('host'), joined(5))).toBe(false);
  });

  it('keep a private side the viewer was shown when the channel hides it', () => {
    const shown = joined(1);
    const incoming = { ...joined(2), user: { id: null, username: null }, host_id: null };
    const merged = mergeDuel(shown, incoming);
    expect(merged.user).toEqual({ id: '10', username: 'host' });
    expect(merged.host_id).toBe('10');
    expect(merged.seeds.guest?.nonce).toBe(2);
  });

  it('keep the private host’s own duel active when the channel hides them', () => {
    const own = applyDuelEvent({ data: [], active: null }, duel(), '10');
    const hidden = { ...joined(1), user: { id: null, username: null }, host_id: null };
    expect(applyDuelEvent(own, hidden, '10').active?.status).toBe('joined');
  });
});

describe('the lobby', () => {
  it('lists joinable duels newest first and drops them once joined', () => {
    let state = applyDuelEvent({ data: [], active: null }, duel({ id: '1' }), '99');
    state = applyDuelEvent(state, duel({ id: '2' }), '99');
    expect(state.data.map((d) => d.id)).toEqual(['2', '1']);
    state = applyDuelEvent(state, { ...joined(), id: '1' }, '99');
    expect(state.data.map((d) => d.id)).toEqual(['2']);
    expect(state.active).toBeNull();
  });

  it('keeps the viewer’s own duel active until it ends', () => {
    let state = applyDuelEvent({ data: [], active: null }, duel(), '10');
    expect(state.active?.id).toBe('1');
    state = applyDuelEvent(state, joined(), '20');
    expect(state.active?.status).toBe('joined');
    state = applyDuelEvent(state, finished('guest'), '20');
    expect(state.active).toBeNull();
  });

  it('does not list a duel whose host has not locked their seed', () => {
    const state = applyDuelEvent({ data: [], active: null }, duel({ joinable: false }), '99');
    expect(state.data).toEqual([]);
  });

  it('ignores a stale event', () => {
    const state = { data: [], active: joined(3) };
    expect(applyDuelEvent(state, joined(2), '20')).toBe(state);
  });
});

describe('rolling', () => {
  it('lets the guest roll at once and the host after the guest locks or the grace period', () => {
    expect(finishState(joined(), '20', 0, 0).can).toBe(true);
    expect(finishState(joined(1, true), '10', 0, 0).can).toBe(true);
    const waiting = finishState(joined(), '10', 1_000, 11_000);
    expect(waiting).toMatchObject({ can: false, waitMs: GUEST_SEED_GRACE_MS - 10_000 });
    expect(finishState(joined(), '10', 1_000, 1_000 + GUEST_SEED_GRACE_MS).can).toBe(true);
    expect(finishState(joined(), '10', null, 0).can).toBe(true);
    expect(finishState(joined(), '99', 0, 0).can).toBe(false);
    expect(finishState(duel(), '10', 0, 0).can).toBe(false);
  });
});

describe('results', () => {
  it('pay the pot to the winner and each play back on a draw', () => {
    expect(payoutFor(finished('host'), '10')).toBe('2.00');
    expect(payoutFor(finished('host'), '20')).toBe('0.00');
    expect(payoutFor(finished('draw'), '20')).toBe('1.00');
    expect(resultText(finished('guest'), '20')).toBe('You won 2.00 GC!');
    expect(resultText(finished('guest'), '10')).toBe('You lost this one.');
    expect(resultText(finished('draw'), null)).toBe('Draw: each play returned.');
  });

  it('add amounts in cents', () => {
    expect(addAmounts('10000.00', '0.10', -1)).toBe('9999.90');
    expect(addAmounts('0.05', '0.10', -1)).toBe('-0.05');
    expect(addAmounts('1.5', '2.25')).toBe('3.75');
  });
});
