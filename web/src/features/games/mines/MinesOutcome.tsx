import type { MinesDraw, MinesPlayOutcome } from '@casino/contract';
import { MINES_TILES } from '@casino/fairness';
import clsx from 'clsx';
import { Bomb, Gem } from 'lucide-react';

/** Mines: where the mines lay and, when the game is known, the gems found and the mine hit. */
export function MinesOutcome({ o }: { o: MinesPlayOutcome | MinesDraw }) {
  const game = 'revealed' in o ? o : null;
  const mines = new Set(o.mine_positions);
  const revealed = new Set(game?.revealed);
  const hit = game?.hit ?? null;
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
        {o.mines} mines · {revealed.size} gems found
        {game && revealed.size > 0 && hit === null && ` · ${game.multiplier.toFixed(2)}×`}
      </p>
    </div>
  );
}
