import type { BaccaratDraw } from '@casino/contract';
import { Hand } from '../cards/FlatCard';

/** Baccarat: both hands, their totals and who won. */
export function BaccaratOutcome({ o }: { o: BaccaratDraw }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-8">
        <Hand title="Player" cards={o.player} note={String(o.playerTotal)} />
        <Hand title="Banker" cards={o.banker} note={String(o.bankerTotal)} />
      </div>
      <p className="font-semibold capitalize">{o.winner === 'tie' ? 'Tie' : `${o.winner} wins`}</p>
    </div>
  );
}
