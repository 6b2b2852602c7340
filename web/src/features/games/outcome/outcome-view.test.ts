import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../../house-games/catalog';
import { OutcomeView } from './OutcomeView';

const shown = (game: string, outcome: unknown) =>
  renderToStaticMarkup(createElement(OutcomeView, { game, outcome }));
const dicePlay = { roll: 41.85, over: true, multiplier: 2, chance: 45, target: 55, win: false };

describe('OutcomeView', () => {
  // A game's picture loads on its first use: prerender waits for each, so the renders below draw them.
  beforeAll(() =>
    Promise.all(GAMES.map((game) => prerender(createElement(OutcomeView, { game: game.api, outcome: {} })))),
  );

  it("draws a play's outcome with its game's picture", () => {
    expect(shown('dicing', dicePlay)).toContain('Roll over');
  });

  it('draws what the verifier knows (the draw) with the same picture, without the play', () => {
    const html = shown('dicing', { roll: 41.85 });
    expect(html).toContain('41.85');
    expect(html).not.toContain('Roll over');
  });

  it('lists the values of a shape its game does not know, or of an unknown game, rather than failing', () => {
    expect(shown('dicing', { ...dicePlay, roll: '41.85' })).toContain('<dt');
    expect(shown('mines', { mines: 3, revealed: 'all' })).toContain('<dt');
    expect(shown('poker', { hand: 'royal flush' })).toContain('royal flush');
  });

  it('says when there is no outcome', () => {
    expect(shown('dicing', null)).toContain('No outcome recorded.');
  });
});
