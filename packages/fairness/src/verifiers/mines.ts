import { MINES_TILES, minePositions } from '../games/mines';
import { floats } from '../stream';
import { drawn, range, seededVerifier, splicer, UsageError } from '../verification';

/** Mines: one float per mine, spliced out of the 25 tiles. */
export const minesVerifier = seededVerifier(
  [{ name: 'mines', label: 'Mines', kind: 'number', min: 1, max: 24, fallback: '3' }],
  (seeds, values) => {
    const mines = Number(values.mines);
    if (!Number.isInteger(mines) || mines < 1 || mines > 24) throw new UsageError('Choose 1 to 24 mines.');
    const positions = minePositions(floats(seeds, mines), mines);
    const pool = splicer(range(0, MINES_TILES - 1));
    return {
      outcome: { mines, mine_positions: positions },
      published: { mines: positions },
      headline: `Mines on tiles ${positions.join(', ')}`,
      events: drawn(seeds, mines, (f) => {
        const pick = pool.take(f);
        return `floor(f × ${pick.of}) = ${pick.index} → mine on tile ${pick.value}`;
      }),
    };
  },
);
