import type { DuelDraw, DuelPlayOutcome } from '@casino/contract';
import { Die } from './Die';

/** Duels: each side's two dice and total, and who takes the pot; the player's own side once known. */
export function DuelOutcome({ o }: { o: DuelPlayOutcome | DuelDraw }) {
  const own = 'side' in o ? o.side : null;
  const tone = (side: 'host' | 'guest') =>
    o.winner === 'draw' ? 'draw' : o.winner === side ? 'win' : ('loss' as const);
  return (
    <div className="flex flex-wrap items-center gap-6">
      {(['host', 'guest'] as const).map((side) => {
        const s = o[side];
        return (
          <div key={side} className="flex flex-col items-center gap-2">
            <p className="text-xs font-semibold text-text-muted capitalize">
              {side}
              {own === side && ' (you)'}
            </p>
            <div className="flex gap-2">
              <Die face={s.first} size={44} tone={tone(side)} />
              <Die face={s.second} size={44} tone={tone(side)} />
            </div>
            <p className="tabular text-xl font-extrabold">{s.total}</p>
          </div>
        );
      })}
      <p className="font-semibold">
        {o.winner === 'draw'
          ? 'Draw: each play returned'
          : `${o.winner === 'host' ? 'Host' : 'Guest'} takes the pot`}
      </p>
    </div>
  );
}
