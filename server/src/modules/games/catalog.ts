/** Every house game: its API name (route and seed key) and the name the history shows. */
export const HOUSE_GAMES = {
  dicing: 'Dice',
  limbo: 'Limbo',
  plinko: 'Plinko',
  keno: 'Keno',
  roulette: 'Roulette',
  baccarat: 'Baccarat',
  war: 'War',
  slots: 'Slots',
  mines: 'Mines',
  tower: 'Tower',
  clovercross: 'Clover Cross',
  blackjack: 'Blackjack',
  crash: 'Crash',
  duels: 'Duels',
} as const;
export type HouseGame = keyof typeof HOUSE_GAMES;

/** Games played on a per-player seed pair (crash runs on its hash chain, duels on the players' seeds). */
export const SEEDED_GAMES = [
  'dicing',
  'limbo',
  'plinko',
  'keno',
  'roulette',
  'baccarat',
  'war',
  'slots',
  'mines',
  'tower',
  'clovercross',
  'blackjack',
] as const satisfies readonly HouseGame[];
export type SeededGame = (typeof SEEDED_GAMES)[number];

export function isSeededGame(name: string): name is SeededGame {
  return (SEEDED_GAMES as readonly string[]).includes(name);
}
