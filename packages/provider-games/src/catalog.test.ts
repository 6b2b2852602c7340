import { describe, expect, it } from 'vitest';
import { engineFor, fnv1a } from './catalog';

const slots = Array.from({ length: 400 }, (_, i) => ({
  identifier: `studio_title_${i}`,
  name: `studio-title-${i}`,
  kind: 'slots',
}));

describe('engineFor', () => {
  it('hashes with FNV-1a', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
  });

  it('gives a title the same engine, table and theme every time', () => {
    for (const title of slots.slice(0, 50)) expect(engineFor({ ...title })).toEqual(engineFor(title));
  });

  it("follows the catalog's kind and spreads slots over both engines and every variant", () => {
    expect(engineFor({ identifier: 'iron-baccarat', name: 'Iron Baccarat', kind: 'table' }).engine).toBe(
      'table-game',
    );
    expect(engineFor({ identifier: 'live-roulette', name: 'Live Roulette', kind: 'live' }).engine).toBe(
      'table-game',
    );
    expect(engineFor({ identifier: 'mega-wheel', name: 'Mega Wheel', kind: 'game-show' }).engine).toBe(
      'wheel',
    );
    expect(engineFor({ identifier: 'x-megaways', name: 'Lion Megaways' }).engine).toBe('ways-slot');

    const seen = new Map<string, number>();
    for (const title of slots) {
      const game = engineFor(title);
      const key = `${game.engine}/${game.table.variant}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual([
      'video-slot/steady',
      'video-slot/volatile',
      'ways-slot/steady',
      'ways-slot/volatile',
    ]);
    for (const count of seen.values()) expect(count).toBeGreaterThan(50);
  });

  it('dresses a title in the theme its name suggests', () => {
    expect(engineFor({ identifier: 'a', name: 'Twisted Viking' }).theme.name).toBe('North');
    expect(engineFor({ identifier: 'b', name: 'Sunken Gems' }).theme.name).toBe('Ocean');
  });
});
