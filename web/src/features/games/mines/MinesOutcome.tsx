import { MINES_TILES } from '@casino/fairness';
import clsx from 'clsx';
import { Bomb, Gem } from 'lucide-react';
import { list, num, type OutcomeValues } from '../outcome/parts';

/** Mines: where the mines lay, the gems found and the mine hit. */
export function MinesOutcome({ o }: { o: OutcomeValues }) {
  const mines = new Set(list(o.mine_positions).map(num));
  const revealed = new Set(list(o.revealed).map(num));
  const hit = o.hit === null || o.hit === undefined ? null : num(o.hit);
  return (
    <div className="flex flex-col gap-3">
      <div
        className="grid w-full max-w-xs grid-cols-5 gap-1.5"
        role="img"
        aria-label={`Mines board: mines on tiles ${[...mines].join(', ')}`}
      >
        {Array.from({ length: MINES_TILES }, (_, tile) => {
          const mine = mines.has(tile);
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: tiles are positional
              key={tile}
              className={clsx(
                'grid aspect-square place-items-center rounded-md',
                tile === hit
                  ? 'bg-loss/80'
                  : revealed.has(tile)
                    ? 'bg-win/25 ring-1 ring-win'
                    : 'bg-surface-2',
                !revealed.has(tile) && tile !== hit && 'opacity-70',
              )}
            >
              {mine ? <Bomb size={16} className="text-loss" /> : <Gem size={16} className="text-win" />}
            </span>
          );
        })}
      </div>
      <p className="text-sm text-text-muted">
        {String(o.mines)} mines · {revealed.size} gems found
        {o.multiplier !== undefined &&
          revealed.size > 0 &&
          hit === null &&
          ` · ${num(o.multiplier).toFixed(2)}×`}
      </p>
    </div>
  );
}
