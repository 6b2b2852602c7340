import type { Variant } from './game';
import type { Tally } from './stats';

/** One variant's result, judged against its exact expectation and its configured return. */
export interface Row {
  game: string;
  variant: Variant;
  tally: Tally;
  /** Seconds the game took (all its variants share the rounds), shown on its first line. */
  seconds?: number;
}

/** More than this many standard errors from the exact expectation fails the run. */
export const Z_LIMIT = 5;
/** The exact return may sit this far above the configured one (rounding) before it counts as a rule bug. */
export const RULE_SLACK = 1e-4;

export interface Verdict {
  se: number;
  z: number | null;
  /** 'ok', 'Z' (the simulation disagrees with the rules' exact return) or 'RULE' (the rules pay more than configured). */
  flags: string[];
}

export function judge({ variant, tally }: Row): Verdict {
  const { expected, configured } = variant;
  const se = expected ? expected.sd / Math.sqrt(tally.n) : tally.sampleError;
  const z = expected ? (tally.rtp - expected.rtp) / se : null;
  const flags: string[] = [];
  if (z !== null && Math.abs(z) > Z_LIMIT) flags.push('Z');
  if (expected && typeof configured === 'number' && expected.rtp > configured + RULE_SLACK)
    flags.push('RULE');
  return { se, z, flags };
}

const pct = (x: number, places = 3) => (x * 100).toFixed(places);

export function printTable(rows: Row[]): void {
  const header = ['game', 'variant', 'rounds', 'RTP %', 'exact %', 'config %', 'SE %', 'z', 'time', 'check'];
  const lines = rows.map((row) => {
    const { se, z, flags } = judge(row);
    const { expected, configured } = row.variant;
    return [
      row.game,
      row.variant.label,
      row.tally.n.toLocaleString('en-US'),
      pct(row.tally.rtp),
      expected ? pct(expected.rtp) : '-',
      typeof configured === 'number' ? pct(configured) : configured,
      pct(se),
      z === null ? '-' : z.toFixed(2),
      row.seconds === undefined ? '' : `${row.seconds.toFixed(1)}s`,
      flags.length ? flags.join(',') : 'ok',
    ];
  });
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => (l[c] as string).length)));
  // Text columns left-aligned, numbers right-aligned.
  const format = (cells: string[]) =>
    cells
      .map((cell, c) =>
        c < 2 || c === 9 ? cell.padEnd(widths[c] as number) : cell.padStart(widths[c] as number),
      )
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log(format(widths.map((w) => '-'.repeat(w))));
  for (const line of lines) console.log(format(line));
}
