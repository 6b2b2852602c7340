import { describe, expect, it } from 'vitest';
import { mentions, segments } from './mentions';

describe('chat mentions', () => {
  it('cuts a message around each @name, keeping everything else as text', () => {
    expect(segments('hi @Ann_1, and @bob!')).toEqual([
      { text: 'hi ', mention: null },
      { text: '@Ann_1', mention: 'Ann_1' },
      { text: ', and ', mention: null },
      { text: '@bob', mention: 'bob' },
      { text: '!', mention: null },
    ]);
    expect(segments('<b>@x</b>')).toEqual([{ text: '<b>@x</b>', mention: null }]);
  });

  it('tells whether a message names the player, in any case', () => {
    expect(mentions('gg @ANN_1', 'ann_1')).toBe(true);
    expect(mentions('gg @ann', 'ann_1')).toBe(false);
    expect(mentions('gg', null)).toBe(false);
  });
});
