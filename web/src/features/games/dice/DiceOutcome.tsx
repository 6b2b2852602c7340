import clsx from 'clsx';
import { Figures, num, type OutcomeValues } from '../outcome/parts';

/** Dice: the roll on the 0–100 track, the winning side shaded. */
export function DiceOutcome({ o }: { o: OutcomeValues }) {
  const roll = num(o.roll);
  const target = o.target === undefined ? null : num(o.target);
  const over = o.over !== false;
  return (
    <div className="flex flex-col gap-4">
      <Figures
        items={[
          {
            label: 'Roll',
            value: roll.toFixed(2),
            tone: o.win === undefined ? undefined : o.win ? 'win' : 'loss',
          },
          ...(target !== null
            ? [{ label: over ? 'Roll over' : 'Roll under', value: target.toFixed(2) }]
            : []),
          ...(o.multiplier !== undefined
            ? [{ label: 'Multiplier', value: `${num(o.multiplier).toFixed(2)}×` }]
            : []),
        ]}
      />
      <div
        className={clsx('relative h-3 rounded-full', target === null ? 'bg-surface-2' : 'bg-loss/70')}
        aria-hidden="true"
      >
        {target !== null && (
          <div
            className="absolute inset-y-0 rounded-full bg-win"
            style={over ? { left: `${target}%`, right: 0 } : { left: 0, width: `${target}%` }}
          />
        )}
        <div
          className="absolute -top-1.5 h-6 w-1.5 -translate-x-1/2 rounded-full bg-text shadow"
          style={{ left: `${roll}%` }}
        />
      </div>
    </div>
  );
}
