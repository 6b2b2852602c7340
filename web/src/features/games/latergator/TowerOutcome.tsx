import type { TowerDraw, TowerPlayOutcome } from '@casino/contract';
import { TOWER_DIFFICULTIES, TOWER_LEVELS } from '@casino/fairness';
import clsx from 'clsx';
import { Gem, Skull } from 'lucide-react';

/** Tower: every level's safe and trapped tiles and, when the game is known, the path climbed. */
export function TowerOutcome({ o }: { o: TowerPlayOutcome | TowerDraw }) {
  const climb = 'picks' in o ? o : null;
  const picks = climb?.picks ?? [];
  const { size } = TOWER_DIFFICULTIES[o.difficulty];
  return (
    <div className="flex flex-col gap-2">
      <div
        className="flex max-w-xs flex-col-reverse gap-1.5"
        role="img"
        aria-label="Tower: safe and trapped tiles, bottom level first"
      >
        {o.levels.map((safe, level) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: levels are positional
          <div key={level} className="grid gap-1.5" style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}>
            {Array.from({ length: size }, (_, tile) => {
              const isSafe = safe.includes(tile);
              const picked = picks[level] === tile;
              return (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: tiles are positional
                  key={tile}
                  className={clsx(
                    'grid h-7 place-items-center rounded',
                    isSafe ? 'bg-win/20' : 'bg-loss/20',
                    picked && (isSafe ? 'ring-2 ring-win' : 'ring-2 ring-loss'),
                  )}
                >
                  {isSafe ? (
                    <Gem size={12} className="text-win" />
                  ) : (
                    <Skull size={12} className="text-loss" />
                  )}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      <p className="text-sm text-text-muted">
        <span className="capitalize">{o.difficulty}</span>
        {climb &&
          picks.length > 0 &&
          ` · climbed ${climb.lost ? picks.length - 1 : picks.length} of ${TOWER_LEVELS}`}
      </p>
    </div>
  );
}
