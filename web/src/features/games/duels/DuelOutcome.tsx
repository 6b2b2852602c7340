import { type OutcomeValues, ValueList } from '../outcome/parts';
import { Die } from './Die';

interface Side {
  total: number;
  first: number;
  second: number;
}
/** Duels: each side's two dice and total, and who takes the pot. */
export function DuelOutcome({ o }: { o: OutcomeValues }) {
  const host = o.host as Side | undefined;
  const guest = o.guest as Side | undefined;
  if (!host || !guest) return <ValueList values={o} />;
  const tone = (side: 'host' | 'guest') =>
    o.winner === 'draw' ? 'draw' : o.winner === side ? 'win' : ('loss' as const);
  return (
    <div className="flex flex-wrap items-center gap-6">
      {(['host', 'guest'] as const).map((side) => {
        const s = side === 'host' ? host : guest;
        return (
          <div key={side} className="flex flex-col items-center gap-2">
            <p className="text-xs font-semibold text-text-muted capitalize">
              {side}
              {o.side === side && ' (you)'}
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
