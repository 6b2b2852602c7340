import type { Software } from '@casino/contract';
import { type GameKind, HOUSE_GAMES, HOUSE_PROVIDER, SEED_PROVIDERS, type SeedProvider } from './providers';
import { ADJECTIVES, GAME_SHOW_NOUNS, NOUNS, SLOT_SUFFIXES, TABLE_GAMES } from './words';

export interface SeedGame {
  provider: string;
  software: Software;
  title: string;
  /** Unique across the catalog: `{provider}-{title in kebab case}`. */
  name: string;
  identifier: string;
  /** The last segment of the game page's path for its software (spec §2 link shapes). */
  link_name: string;
  kind: GameKind;
  has_jackpot: boolean;
  /** 1 = most featured; the `featured` sort and the Featured slider read it. */
  featured_rank: number;
  released_at: string;
}

/** mulberry32: a tiny seeded generator, so every database gets the same catalog. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
const kebab = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const snake = (s: string) => kebab(s).replace(/-/g, '_');

function inventTitle(rnd: () => number, provider: SeedProvider): { title: string; kind: GameKind } {
  const adjective = pick(rnd, ADJECTIVES);
  const roll = rnd();
  if (provider.studio === 'live') {
    if (roll < 0.25) return { title: `${adjective} ${pick(rnd, GAME_SHOW_NOUNS)}`, kind: 'game-show' };
    return { title: `${adjective} ${pick(rnd, TABLE_GAMES)} Live`, kind: 'live' };
  }
  if (roll < 0.12) return { title: `${adjective} ${pick(rnd, TABLE_GAMES)}`, kind: 'table' };
  const suffix = pick(rnd, SLOT_SUFFIXES);
  return { title: `${adjective} ${pick(rnd, NOUNS)}${suffix ? ` ${suffix}` : ''}`, kind: 'slots' };
}

function identifiers(
  provider: SeedProvider,
  title: string,
  index: number,
): { identifier: string; link_name: string } {
  const s = snake(title);
  switch (provider.software) {
    case 'relax':
      return { identifier: kebab(title), link_name: `${provider.slug}-${kebab(title)}` };
    case 'softswiss':
      return { identifier: `${provider.slug}:${s}`, link_name: `${provider.slug}-${s}` };
    case 'pragmatic': {
      const id = `vs${[10, 20, 25, 40, 243][index % 5]}${s.replace(/_/g, '')}`;
      return { identifier: id, link_name: id };
    }
    case '3oaks':
      return { identifier: s, link_name: `${provider.slug}-${s}` };
    case 'hub88':
      return { identifier: `${provider.slug}_${s}`, link_name: `${provider.slug}_${s}` };
    default:
      return { identifier: s, link_name: s };
  }
}

function shuffled<T>(rnd: () => number, list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const FIRST_RELEASE = Date.UTC(2023, 0, 2);
const DAY = 86_400_000;

/** The whole seeded catalog: the house games first, then every provider's invented games. */
export function seedGames(): SeedGame[] {
  const games: Omit<SeedGame, 'featured_rank' | 'released_at'>[] = HOUSE_GAMES.map(([identifier, title]) => ({
    provider: HOUSE_PROVIDER.slug,
    software: 'house',
    title,
    name: identifier,
    identifier,
    link_name: identifier,
    kind: 'house',
    has_jackpot: false,
  }));
  // Titles are unique across the catalog, so every software's identifiers and links are too.
  const titles = new Set<string>();
  SEED_PROVIDERS.forEach((provider, p) => {
    const rnd = random(1009 * (p + 1));
    for (let made = 0; made < provider.games; ) {
      const { title, kind } = inventTitle(rnd, provider);
      if (titles.has(title)) continue;
      titles.add(title);
      made += 1;
      games.push({
        provider: provider.slug,
        software: provider.software,
        title,
        name: `${provider.slug}-${kebab(title)}`,
        ...identifiers(provider, title, made),
        kind,
        has_jackpot: kind === 'slots' && (title.endsWith('Dream Drop') || rnd() < 0.06),
      });
    }
  });
  // Release dates and featured ranks from their own shuffles, so neither follows the provider order.
  const rnd = random(424_242);
  const releaseOrder = new Map(shuffled(rnd, games).map((g, i) => [g.name, i]));
  const featuredOrder = new Map(shuffled(rnd, games).map((g, i) => [g.name, i + 1]));
  return games.map((g) => ({
    ...g,
    featured_rank: featuredOrder.get(g.name) as number,
    released_at: new Date(FIRST_RELEASE + (releaseOrder.get(g.name) as number) * DAY * 0.8).toISOString(),
  }));
}
