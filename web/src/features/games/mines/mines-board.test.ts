import { describe, expect, it } from 'vitest';
import { hiddenTiles, type MinesState, tileLook, toggleTile } from './mines-board';

const playing: MinesState = {
  mines: 3,
  revealed: [0, 6],
  hit: null,
  multiplier: 1.13,
  next_multiplier: 1.29,
};

describe('mines board', () => {
  it('shows revealed gems and hides the rest during a game', () => {
    expect(tileLook(0, playing)).toBe('gem');
    expect(tileLook(1, playing)).toBe('hidden');
    expect(tileLook(1, null)).toBe('hidden');
  });

  it('reveals every mine at the end, the hit one apart', () => {
    const ended: MinesState = { ...playing, hit: 7, mine_positions: [7, 8, 9] };
    expect(tileLook(7, ended)).toBe('hit');
    expect(tileLook(8, ended)).toBe('mine');
    expect(tileLook(6, ended)).toBe('gem');
    expect(tileLook(1, ended)).toBe('gem-unpicked');
  });

  it('offers only hidden tiles for a random pick', () => {
    const tiles = hiddenTiles(playing);
    expect(tiles).toHaveLength(23);
    expect(tiles).not.toContain(0);
    expect(tiles).not.toContain(6);
  });

  it('toggles auto-play tiles up to the number of gems', () => {
    expect(toggleTile([1], 2, 3)).toEqual([1, 2]);
    expect(toggleTile([1, 2], 1, 3)).toEqual([2]);
    const full = Array.from({ length: 22 }, (_, i) => i);
    expect(toggleTile(full, 24, 3)).toEqual(full);
  });
});
