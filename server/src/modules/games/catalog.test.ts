import { describe, expect, it } from 'vitest';
import { HOUSE_GAMES, SEEDED_GAMES } from './catalog';
import { INSTANT_GAMES } from './instant/games';
import { STEP_GAMES } from './step/games';

describe('the house games catalog', () => {
  it('lists each game once, by its API name', () => {
    const names = HOUSE_GAMES.map((g) => g.api);
    expect(new Set(names).size).toBe(names.length);
  });

  it("has a play for every instant and step game, of the descriptor's category", () => {
    const played = (category: string) =>
      HOUSE_GAMES.filter((g) => g.category === category)
        .map((g) => g.api)
        .sort();
    expect(INSTANT_GAMES.map((g) => g.game).sort()).toEqual(played('instant'));
    expect(STEP_GAMES.map((g) => g.game).sort()).toEqual(played('step'));
    expect([...played('instant'), ...played('step')].sort()).toEqual([...SEEDED_GAMES].sort());
  });
});
