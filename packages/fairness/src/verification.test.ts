import { describe, expect, it } from 'vitest';
import { cardLabel } from './cards';
import { verifyForm } from './verification';
import { VERIFIERS } from './verifiers';

// fairness.md's check vector.
const seeds = {
  server_seed: '5d43f77f53fec7d115180136105400f0fd2a1f20b681b6b54a289c207923b190',
  client_seed: 'iyAyNGKPsa',
  nonce: '29',
};

describe('verifying a play from a form', () => {
  it('answers the draw for the form and the published outcome for the command line', () => {
    const result = verifyForm(VERIFIERS.mines, { ...seeds, mines: '3' });
    expect(result).toMatchObject({
      ok: true,
      verified: {
        outcome: { mines: 3, mine_positions: [10, 24, 14] },
        published: { mines: [10, 24, 14] },
        headline: 'Mines on tiles 10, 24, 14',
      },
    });
  });

  it('explains every float: its round, its bytes and what it became', () => {
    const result = verifyForm(VERIFIERS.mines, { ...seeds, mines: '3' });
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.verified.events[1]).toMatchObject({
      index: 1,
      round: 0,
      offset: 4,
      becomes: 'floor(f × 24) = 23 → mine on tile 24',
    });
  });

  it('takes fallbacks for empty options, names missing values and shows refusals', () => {
    expect(verifyForm(VERIFIERS.plinko, { ...seeds, rows: ' ' })).toMatchObject({
      ok: true,
      verified: { outcome: { rows: 16, risk: 'medium' } },
    });
    expect(verifyForm(VERIFIERS.crash, { hash: 'h' })).toEqual({ ok: false, missing: ['Salt'] });
    expect(verifyForm(VERIFIERS.dice, { ...seeds, nonce: '1.5' })).toEqual({
      ok: false,
      error: 'The nonce is a whole number.',
    });
  });

  it('prints cards with their suit symbol', () => {
    expect(['QS', '10D', 'AH', '2C'].map(cardLabel)).toEqual(['Q♠', '10♦', 'A♥', '2♣']);
  });
});
