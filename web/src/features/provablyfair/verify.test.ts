import {
  baccaratDrawSchema,
  blackjackDrawSchema,
  cloverDrawSchema,
  crashDrawSchema,
  diceDrawSchema,
  duelDrawSchema,
  kenoDrawSchema,
  limboDrawSchema,
  minesDrawSchema,
  plinkoPlayOutcomeSchema,
  rouletteDrawSchema,
  slotsPlayOutcomeSchema,
  towerDrawSchema,
  warPlayOutcomeSchema,
} from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { VERIFY_FIELDS, verifyPlay } from './verify';

// fairness.md's check vector.
const seeds = {
  server_seed: '5d43f77f53fec7d115180136105400f0fd2a1f20b681b6b54a289c207923b190',
  client_seed: 'iyAyNGKPsa',
  nonce: '29',
};
const ok = (result: ReturnType<typeof verifyPlay>) => {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.verified;
};

describe('the in-browser verifier', () => {
  it('draws the floats of the published check vector', () => {
    const verified = ok(verifyPlay('blackjack', seeds));
    expect(verified.events.slice(0, 9).map((e) => Number(e.float.toFixed(12)))).toEqual([
      0.418529668823, 0.986164369853, 0.605522957863, 0.559553349391, 0.689863011241, 0.035750991898,
      0.270845992723, 0.011545740766, 0.523547452874,
    ]);
    // The 9th float is the first of HMAC round 1.
    expect(verified.events[8]).toMatchObject({ round: 1, offset: 0 });
    expect(verified.events[7]).toMatchObject({ round: 0, offset: 28 });
  });

  it('answers what the command-line verifier answers', () => {
    expect(ok(verifyPlay('dice', seeds)).outcome).toEqual({ roll: 41.85 });
    expect(ok(verifyPlay('mines', { ...seeds, mines: '3' })).outcome).toMatchObject({
      mine_positions: [10, 24, 14],
    });
  });

  it('explains each splice pick', () => {
    const events = ok(verifyPlay('mines', { ...seeds, mines: '3' })).events;
    expect(events.map((e) => e.becomes)).toEqual([
      'floor(f × 25) = 10 → mine on tile 10',
      'floor(f × 24) = 23 → mine on tile 24',
      'floor(f × 23) = 13 → mine on tile 14',
    ]);
  });

  it('recomputes the committed hash of the server seed', () => {
    expect(ok(verifyPlay('dice', seeds)).commitment?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses option defaults and checks options', () => {
    expect(ok(verifyPlay('plinko', seeds)).outcome).toMatchObject({ rows: 16, risk: 'medium' });
    expect(verifyPlay('mines', { ...seeds, mines: '30' })).toEqual({
      ok: false,
      error: 'Choose 1 to 24 mines.',
    });
    expect(ok(verifyPlay('latergator', { ...seeds, difficulty: 'master' })).outcome).toMatchObject({
      difficulty: 'master',
    });
  });

  it('names the missing values', () => {
    expect(verifyPlay('dice', { client_seed: 'x' })).toEqual({
      ok: false,
      missing: ['Server seed', 'Nonce'],
    });
    expect(verifyPlay('duels', {})).toEqual({ ok: false, missing: ['Host seed', 'Guest seed'] });
  });

  it('verifies a duel from its two seeds', () => {
    const verified = ok(verifyPlay('duels', { host_seed: 'host', guest_seed: 'guest' }));
    const outcome = verified.outcome as { host: { total: number; first: number; second: number } };
    expect(outcome.host.total).toBe(outcome.host.first + outcome.host.second);
    expect(verified.events).toHaveLength(4);
  });

  it('verifies a crash round from its hash and salt', () => {
    const verified = ok(verifyPlay('crash', { hash: 'a'.repeat(64), salt: 'salt' }));
    expect(verified.outcome.crash_point).toBeGreaterThanOrEqual(1);
    expect(verified.previousHash).toMatch(/^[0-9a-f]{64}$/);
  });

  // The outcome view reads a verified outcome with the game's draw schema: a shape it does not know
  // would fall back to a plain list of values.
  const DRAWS = {
    dice: diceDrawSchema,
    limbo: limboDrawSchema,
    plinko: plinkoPlayOutcomeSchema,
    keno: kenoDrawSchema,
    mines: minesDrawSchema,
    latergator: towerDrawSchema,
    clovercross: cloverDrawSchema,
    blackjack: blackjackDrawSchema,
    roulette: rouletteDrawSchema,
    baccarat: baccaratDrawSchema,
    war: warPlayOutcomeSchema,
    slots: slotsPlayOutcomeSchema,
    crash: crashDrawSchema,
    duels: duelDrawSchema,
  };
  const values = { ...seeds, mines: '3', difficulty: 'medium', host_seed: 'host', guest_seed: 'guest' };

  it.each(Object.entries(DRAWS))('answers %s with exactly its draw', (slug, draw) => {
    const { outcome } = ok(verifyPlay(slug, { ...values, hash: 'a'.repeat(64), salt: 'salt' }));
    expect(draw.parse(outcome)).toEqual(outcome);
  });

  it('has a draw for every game it verifies', () => {
    expect(Object.keys(DRAWS).sort()).toEqual(Object.keys(VERIFY_FIELDS).sort());
  });
});
