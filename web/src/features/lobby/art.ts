/**
 * The recipe for a game's artwork (DESIGN.md 'Artwork'): everything is derived from the title and
 * provider, so the same game always looks the same and 1,200 tiles look varied without any image.
 */

export const MOTIFS = ['rings', 'rays', 'diamonds', 'waves', 'stars', 'grid'] as const;
export type Motif = (typeof MOTIFS)[number];

export interface ArtRecipe {
  /** Hues (0-359) of the two gradient ends. */
  from: number;
  to: number;
  /** Accent hue for the motif and the title's glow. */
  accent: number;
  motif: Motif;
  /** Gradient direction in degrees. */
  angle: number;
  /** The title broken into at most three lines that fit a tile. */
  lines: string[];
}

/** FNV-1a: a small, stable string hash (same on every browser). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const LINE_CHARS = 11;

/** Greedy word wrap to three lines; an over-long last line is cut with an ellipsis. */
export function titleLines(title: string): string[] {
  const lines: string[] = [];
  for (const word of title.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= LINE_CHARS)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 3) return lines;
  const third = lines.slice(2).join(' ');
  return [lines[0] as string, lines[1] as string, `${third.slice(0, LINE_CHARS - 1)}…`];
}

export function artRecipe(title: string, provider: string): ArtRecipe {
  const hash = hashText(`${provider}/${title}`);
  const from = hash % 360;
  // The second hue stays 30-110 degrees away so gradients read as deliberate pairs, not mud.
  const to = (from + 30 + ((hash >>> 9) % 80)) % 360;
  return {
    from,
    to,
    accent: (from + 180) % 360,
    motif: MOTIFS[(hash >>> 17) % MOTIFS.length] as Motif,
    angle: 120 + ((hash >>> 20) % 100),
    lines: titleLines(title),
  };
}
