import type { SandboxGame } from '@casino/contract';
import { type ArtColours, type ArtRecipe, artColours, artRecipe } from '../lobby';

/**
 * A sandbox game's dress, derived from the recipe of its lobby tile (lobby/art.ts) so the game looks like
 * the tile the player chose: the stage is the tile's gradient, motif and emblem, and the symbols, the
 * felt and the wheel take their colours from the tile's hues. No artwork is fetched.
 */
export interface StageTheme {
  art: ArtRecipe;
  colours: ArtColours;
  /** The dark glass behind the reels, the cards and the wheel. */
  glass: string;
  /** A symbol cell's gradient, lit centre to dark edge. */
  cell: readonly [string, string];
  /** The high symbols' colours, H1 first. */
  high: readonly [string, string, string];
  /** A darker shade of each, for the second colour of their pictures. */
  highShade: readonly [string, string, string];
  /** The card ranks' colours, L1 (Ace) first. */
  ranks: readonly [string, string, string, string];
  /** The wild's burst, lit centre to dark edge. */
  wild: readonly [string, string];
  /** The scatter's medallion, lit centre to dark edge. */
  scatter: readonly [string, string];
  /** The lettering and rim of the wild and the win highlights: gold in every theme, so a wild reads at once. */
  gold: string;
  /** A card table's felt, centre to edge. */
  felt: readonly [string, string];
  /** The money wheel's paying segments, in turn. */
  segments: readonly string[];
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${((hue % 360) + 360) % 360} ${saturation}% ${lightness}%)`;

const themes = new Map<string, StageTheme>();

/**
 * The theme of a game's stage. Four hues, each at least 70 degrees from the next, carry the symbols:
 * the tile's accent (its emblem's face), the accent's second colour, the gradient's first hue, and the
 * one between; the engine's tiers take them in that order so a high symbol never matches its neighbour.
 */
export function stageTheme(game: Pick<SandboxGame, 'title' | 'tile'>): StageTheme {
  const key = `${game.tile.slug}|${game.tile.kind}|${game.title}|${game.tile.studio}`;
  const known = themes.get(key);
  if (known) return known;
  const art = artRecipe(game.title, game.tile.studio, game.tile.kind, game.tile.slug);
  const hues = [art.accent, art.accent + 70, art.from, art.accent - 70] as const;
  const theme: StageTheme = {
    art,
    colours: artColours(art),
    glass: hsl(art.to, 55, 8),
    cell: [hsl(art.to, 34, 31), hsl(art.to, 48, 12)],
    high: [hsl(hues[0], 88, 60), hsl(hues[1], 80, 60), hsl(hues[2], 78, 60)],
    highShade: [hsl(hues[0], 70, 36), hsl(hues[1], 65, 36), hsl(hues[2], 65, 36)],
    ranks: [hsl(hues[0], 85, 72), hsl(hues[1], 80, 72), hsl(hues[2], 75, 72), hsl(hues[3], 75, 72)],
    wild: [hsl(art.accent, 90, 58), hsl(art.accent, 70, 22)],
    scatter: [hsl(hues[1], 85, 60), hsl(hues[1], 70, 22)],
    gold: hsl(45, 95, 62),
    felt: [hsl(art.from, 45, 28), hsl(art.from, 55, 11)],
    segments: hues.map((hue) => hsl(hue, 80, 62)),
  };
  themes.set(key, theme);
  return theme;
}
