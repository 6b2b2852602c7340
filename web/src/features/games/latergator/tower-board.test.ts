import { towerMultiplier } from '@casino/fairness';
import { describe, expect, it } from 'vitest';
import { climbed, levelMultipliers, type TowerState, towerTileLook } from './tower-board';

const state: TowerState = {
  difficulty: 'medium',
  picks: [0, 2],
  lost: false,
  multiplier: 2.2,
  next_multiplier: 3.3,
};

describe('tower board', () => {
  it('counts the lost level out of the levels climbed', () => {
    expect(climbed(state)).toBe(2);
    expect(climbed({ ...state, lost: true })).toBe(1);
  });

  it('lists one multiplier per level, the server figures for the current and next ones', () => {
    const ladder = levelMultipliers('medium', state);
    expect(ladder).toHaveLength(9);
    expect(ladder[0]).toBe(towerMultiplier('medium', 1));
    expect(ladder[1]).toBe(2.2);
    expect(ladder[2]).toBe(3.3);
    expect(ladder[8]).toBe(towerMultiplier('medium', 9));
    expect(levelMultipliers('easy', state)[1]).toBe(towerMultiplier('easy', 2));
  });

  it('opens only the level being played', () => {
    expect(towerTileLook(state, 2, 1, true)).toBe('open');
    expect(towerTileLook(state, 3, 1, true)).toBe('idle');
    expect(towerTileLook(state, 1, 2, true)).toBe('picked-safe');
    expect(towerTileLook(state, 1, 0, true)).toBe('passed');
    expect(towerTileLook(null, 0, 0, false)).toBe('idle');
  });

  it('reveals the whole tower at the end, the losing pick apart', () => {
    const lost: TowerState = {
      ...state,
      picks: [0, 2, 1],
      lost: true,
      levels: [
        [0, 1],
        [2, 0],
        [0, 2],
      ],
    };
    expect(towerTileLook(lost, 2, 1, false)).toBe('picked-trap');
    expect(towerTileLook(lost, 2, 0, false)).toBe('safe');
    expect(towerTileLook(lost, 0, 2, false)).toBe('trap');
  });
});
