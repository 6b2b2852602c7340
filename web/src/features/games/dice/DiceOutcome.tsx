import type { DiceDraw, DicePlayOutcome } from '@casino/contract';
import clsx from 'clsx';
import { Figures } from '../outcome/parts';

/** Dice: the roll on the 0–100 track, the winning side shaded when the play is known. */
export function DiceOutcome({ o }: { o: DicePlayOutcome | DiceDraw }) {
  const play = 'target' in o ? o : null;
  const over = play?.over ?? true;
  return (
    <div className="flex flex-col gap-4">
      <Figures
        items={[
          { label: 'Roll', value: o.roll.toFixed(2), tone: play ? (play.win ? 'win' : 'loss') : undefined },
          ...(play
            ? [
                { label: over ? 'Roll over' : 'Roll under', value: play.target.toFixed(2) },
                { label: 'Multiplier', value: `${play.multiplier.toFixed(2)}×` },
              ]
            : []),
        ]}
      />
      <div
        className={clsx('relative h-3 rounded-full', play ? 'bg-loss/70' : 'bg-surface-2')}
        aria-hidden="true"
      >
        {play && (
          <div
            className="absolute inset-y-0 rounded-full bg-win"
            style={over ? { left: `${play.target}%`, right: 0 } : { left: 0, width: `${play.target}%` }}
          />
        )}
        <div
          className="absolute -top-1.5 h-6 w-1.5 -translate-x-1/2 rounded-full bg-text shadow"
          style={{ left: `${o.roll}%` }}
        />
      </div>
    </div>
  );
}
