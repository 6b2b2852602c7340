import { expect, it } from 'vitest';
import { UsageError, verify } from './verify';

const seeds = [
  '--server-seed',
  '5d43f77f53fec7d115180136105400f0fd2a1f20b681b6b54a289c207923b190',
  '--client-seed',
  'iyAyNGKPsa',
  '--nonce',
  '29',
];

it('answers each game with its outcome object', () => {
  expect(verify(['dice', ...seeds])).toEqual({ roll: 41.85 });
  expect(verify(['floats', ...seeds, '--count', '2'])).toEqual({
    floats: [0.41852966882288456, 0.9861643698532134],
  });
  expect(verify(['mines', ...seeds, '--mines', '3'])).toEqual({ mines: [10, 24, 14] });
  expect(verify(['tower', ...seeds, '--difficulty', 'master'])).toMatchObject({ levels: expect.any(Array) });
});

it('refuses bad or missing arguments with a usage error', () => {
  for (const argv of [
    [],
    ['nope', ...seeds],
    ['dice', '--server-seed', 'x'],
    ['dice', ...seeds.slice(0, 4), '--nonce', '-1'],
    ['mines', ...seeds, '--mines', '25'],
    ['tower', ...seeds, '--difficulty', 'impossible'],
    ['limbo', ...seeds, '--edge', '2'],
    ['dice', ...seeds, 'stray'],
  ]) {
    expect(() => verify(argv)).toThrow(UsageError);
  }
});
