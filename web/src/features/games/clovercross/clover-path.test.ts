import { cloverMultiplier } from '@casino/fairness';
import { describe, expect, it } from 'vitest';
import { type CloverState, hopperLane, laneChance, laneLook, laneMultipliers } from './clover-path';

const state: CloverState = {
  difficulty: 'hard',
  crossed: 2,
  lost: false,
  multiplier: 1.38,
  next_multiplier: 1.64,
};

describe('clover cross path', () => {
  it('stands on the kerb before the first hop, then on the last lane crossed', () => {
    expect(hopperLane(null)).toBe(-1);
    expect(hopperLane({ ...state, crossed: 0 })).toBe(-1);
    expect(hopperLane(state)).toBe(1);
    expect(hopperLane({ ...state, lost: true })).toBe(2);
  });

  it('lists 20 lane multipliers with the server figures for the lanes at hand', () => {
    const ladder = laneMultipliers('hard', state);
    expect(ladder).toHaveLength(20);
    expect(ladder[1]).toBe(1.38);
    expect(ladder[2]).toBe(1.64);
    expect(ladder[19]).toBe(cloverMultiplier('hard', 20));
  });

  it('shows crossed, next and ahead lanes while playing', () => {
    expect(laneLook(state, 0, true)).toBe('crossed');
    expect(laneLook(state, 2, true)).toBe('next');
    expect(laneLook(state, 3, true)).toBe('ahead');
  });

  it('reveals the trap hit and every lane at the end', () => {
    const lanes = Array.from({ length: 20 }, (_, i): 'trap' | 'clover' =>
      i === 2 || i === 7 ? 'trap' : 'clover',
    );
    const lost: CloverState = { ...state, lost: true, lanes };
    expect(laneLook(lost, 2, false)).toBe('trap-hit');
    expect(laneLook(lost, 7, false)).toBe('trap');
    expect(laneLook(lost, 8, false)).toBe('clover');
  });

  it('gives the chance per lane', () => {
    expect(laneChance('easy')).toBe(96);
    expect(laneChance('daring')).toBe(60);
  });
});
