import type { WarPlayOutcome } from '@casino/contract';
import { FlatCard } from '../cards/FlatCard';

/** War: the deal and every war after it. */
export function WarOutcome({ o }: { o: WarPlayOutcome }) {
  return (
    <div className="flex flex-col gap-3">
      {o.rounds.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rounds are positional
        <div key={i} className="flex items-center gap-3">
          <span className="w-16 text-xs text-text-muted">{i === 0 ? 'Deal' : `War ${i}`}</span>
          <FlatCard code={r.player} small />
          <span className="text-xs text-text-muted">vs</span>
          <FlatCard code={r.dealer} small />
        </div>
      ))}
      <p className="font-semibold">{o.winner === 'player' ? 'Player wins' : 'Dealer wins'}</p>
    </div>
  );
}
