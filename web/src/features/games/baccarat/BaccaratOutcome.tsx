import { Hand } from '../cards/FlatCard';
import { list, type OutcomeValues } from '../outcome/parts';

/** Baccarat: both hands, their totals and who won. */
export function BaccaratOutcome({ o }: { o: OutcomeValues }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-8">
        <Hand title="Player" cards={list(o.player).map(String)} note={String(o.playerTotal)} />
        <Hand title="Banker" cards={list(o.banker).map(String)} note={String(o.bankerTotal)} />
      </div>
      <p className="font-semibold capitalize">{o.winner === 'tie' ? 'Tie' : `${String(o.winner)} wins`}</p>
    </div>
  );
}
