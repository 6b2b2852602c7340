import { REGION_ALLOWED_PROVIDERS, type Software } from '@casino/contract';

export type GameKind = 'slots' | 'table' | 'live' | 'game-show' | 'house';

export interface SeedProvider {
  name: string;
  slug: string;
  software: Software;
  /** Roughly what a provider of this kind publishes: mostly slots, or a live studio. */
  studio: 'slots' | 'live';
  games: number;
}

/**
 * The seeded providers: the six the spec allows everywhere (§6) plus invented studios, spread over the
 * six softwares so every link shape and the region restriction have games to show.
 */
export const SEED_PROVIDERS: SeedProvider[] = [
  { name: 'Relax', slug: 'relax', software: 'relax', studio: 'slots', games: 90 },
  { name: 'Slotmill', slug: 'slotmill', software: 'relax', studio: 'slots', games: 80 },
  { name: 'Rogue', slug: 'rogue', software: 'relax', studio: 'slots', games: 70 },
  { name: 'BGaming', slug: 'bgaming', software: 'softswiss', studio: 'slots', games: 95 },
  { name: 'Evoplay', slug: 'evoplay', software: 'softswiss', studio: 'slots', games: 90 },
  { name: 'Northlight Studios', slug: 'northlight', software: 'softswiss', studio: 'slots', games: 85 },
  { name: 'Crimson Peak Gaming', slug: 'crimsonpeak', software: 'pragmatic', studio: 'slots', games: 110 },
  { name: 'Neon Hive', slug: 'neonhive', software: 'pragmatic', studio: 'slots', games: 95 },
  { name: 'Live Atlas', slug: 'liveatlas', software: 'evolution', studio: 'live', games: 70 },
  { name: 'Studio Royale', slug: 'studioroyale', software: 'evolution', studio: 'live', games: 60 },
  { name: 'Oakhaven Games', slug: 'oakhaven', software: '3oaks', studio: 'slots', games: 85 },
  { name: 'Copper Fox', slug: 'copperfox', software: '3oaks', studio: 'slots', games: 75 },
  { name: 'Iconic21', slug: 'iconic21', software: 'hub88', studio: 'live', games: 60 },
  { name: 'Bluewave Play', slug: 'bluewave', software: 'hub88', studio: 'slots', games: 85 },
  { name: 'Tidal Gate', slug: 'tidalgate', software: 'hub88', studio: 'slots', games: 75 },
];

/** Our own games' provider; region rules concern third-party studios, so it is allowed everywhere. */
export const HOUSE_PROVIDER = { name: 'Originals', slug: 'originals' } as const;

/** The Originals category: the web's slugs of the fourteen house games and their titles. */
export const HOUSE_GAMES: [identifier: string, title: string][] = [
  ['dice', 'Dice'],
  ['limbo', 'Limbo'],
  ['plinko', 'Plinko'],
  ['keno', 'Keno'],
  ['mines', 'Mines'],
  ['latergator', 'Latergator'],
  ['clovercross', 'Clover Cross'],
  ['blackjack', 'Blackjack'],
  ['roulette', 'Roulette'],
  ['baccarat', 'Baccarat'],
  ['war', 'War'],
  ['slots', 'Slots'],
  ['crash', 'Crash'],
  ['duels', 'Duels'],
];

export function isRegionAllowed(providerName: string): boolean {
  return (REGION_ALLOWED_PROVIDERS as readonly string[]).includes(providerName);
}
