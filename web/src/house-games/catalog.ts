/**
 * The fourteen house games as the web app shows them: the route segment of spec §2 (tower lives at
 * /casino/latergator, dice's API name is dicing), the API name, the display name and a line of pitch.
 */
export interface GameInfo {
  slug: string;
  api: string;
  name: string;
  tagline: string;
  /** Instant games settle in one call; step games keep a game in progress; live games are shared. */
  kind: 'instant' | 'step' | 'live';
  /** Whether the game has an Auto tab (DESIGN.md: dice, limbo, plinko, keno, mines). */
  auto: boolean;
}

export const GAMES: readonly GameInfo[] = [
  {
    slug: 'dice',
    api: 'dicing',
    name: 'Dice',
    tagline: 'Roll over or under your target.',
    kind: 'instant',
    auto: true,
  },
  {
    slug: 'limbo',
    api: 'limbo',
    name: 'Limbo',
    tagline: 'Pick a target multiplier and beat it.',
    kind: 'instant',
    auto: true,
  },
  {
    slug: 'plinko',
    api: 'plinko',
    name: 'Plinko',
    tagline: 'Drop the ball through the pegs.',
    kind: 'instant',
    auto: true,
  },
  {
    slug: 'keno',
    api: 'keno',
    name: 'Keno',
    tagline: 'Pick up to 10 squares of 40.',
    kind: 'instant',
    auto: true,
  },
  {
    slug: 'mines',
    api: 'mines',
    name: 'Mines',
    tagline: 'Find the gems, dodge the mines.',
    kind: 'step',
    auto: true,
  },
  {
    slug: 'latergator',
    api: 'tower',
    name: 'Tower',
    tagline: 'Climb nine levels, one safe tile at a time.',
    kind: 'step',
    auto: false,
  },
  {
    slug: 'clovercross',
    api: 'clovercross',
    name: 'Clover Cross',
    tagline: 'Cross the lanes, avoid the traps.',
    kind: 'step',
    auto: false,
  },
  {
    slug: 'blackjack',
    api: 'blackjack',
    name: 'Blackjack',
    tagline: 'Beat the dealer to 21.',
    kind: 'step',
    auto: false,
  },
  {
    slug: 'roulette',
    api: 'roulette',
    name: 'Roulette',
    tagline: 'Single-zero European wheel.',
    kind: 'instant',
    auto: false,
  },
  {
    slug: 'baccarat',
    api: 'baccarat',
    name: 'Baccarat',
    tagline: 'Player, banker or tie.',
    kind: 'instant',
    auto: false,
  },
  {
    slug: 'war',
    api: 'war',
    name: 'War',
    tagline: 'High card wins; ties go to war.',
    kind: 'instant',
    auto: false,
  },
  {
    slug: 'slots',
    api: 'slots',
    name: 'Slots',
    tagline: 'Three reels, fair by design.',
    kind: 'instant',
    auto: false,
  },
  {
    slug: 'crash',
    api: 'crash',
    name: 'Crash',
    tagline: 'Cash out before it crashes.',
    kind: 'live',
    auto: false,
  },
  {
    slug: 'duels',
    api: 'duels',
    name: 'Duels',
    tagline: 'Two dice each, winner takes the pot.',
    kind: 'live',
    auto: false,
  },
];

export const gameBySlug = (slug: string | undefined) => GAMES.find((g) => g.slug === slug);
export const gameByApi = (api: string) => GAMES.find((g) => g.api === api);
