import clsx from 'clsx';

/**
 * The dice track: 0 to 100 with the winning side green and the losing side red, a slider on the target,
 * and the last roll's marker sliding to where it landed. Dragging the slider (or its arrow keys) moves
 * the target; the parent turns it into a win chance and multiplier, clamped as spec §5.
 */
export function DiceTrack({
  target,
  over,
  roll,
  win,
  disabled,
  onTarget,
}: {
  target: number;
  over: boolean;
  roll: number | null;
  win: boolean | null;
  disabled: boolean;
  onTarget(target: number): void;
}) {
  const loseWidth = over ? target : 100 - target;
  return (
    <div className="w-full max-w-2xl px-2">
      <div className="relative h-16">
        {roll !== null && (
          <div
            data-testid="dice-roll-marker"
            className="absolute bottom-2 -translate-x-1/2 transition-[left] duration-500 ease-out"
            style={{ left: `${roll}%` }}
          >
            <div
              className={clsx(
                'tabular rounded-lg px-2.5 py-1 text-lg font-extrabold shadow-lg',
                // Neutral while it slides: the colour tells the result once it has landed.
                win === null
                  ? 'bg-surface-2 text-text'
                  : win
                    ? 'bg-win text-surface-0'
                    : 'bg-loss text-white',
              )}
            >
              {roll.toFixed(2)}
            </div>
          </div>
        )}
      </div>
      <div className="relative h-4">
        <div className="absolute inset-0 overflow-hidden rounded-full">
          <span
            className={clsx(
              'absolute inset-y-0 transition-all duration-200',
              over ? 'left-0 bg-loss' : 'right-0 bg-loss',
            )}
            style={{ width: `${loseWidth}%` }}
          />
          <span
            className={clsx(
              'absolute inset-y-0 bg-win transition-all duration-200',
              over ? 'right-0' : 'left-0',
            )}
            style={{ width: `${100 - loseWidth}%` }}
          />
        </div>
        {/* Wider than the bar by the thumb's width, so the thumb's centre sits exactly on the target. */}
        <input
          type="range"
          data-testid="dice-slider"
          aria-label="Target"
          min={0}
          max={100}
          step={0.01}
          value={target}
          disabled={disabled}
          onChange={(e) => onTarget(Number(e.target.value))}
          className="dice-slider absolute -top-2 -left-3 h-8 w-[calc(100%+1.5rem)] cursor-pointer bg-transparent disabled:cursor-not-allowed"
        />
      </div>
      <div className="relative mt-1 h-6">
        <span
          className="tabular absolute -translate-x-1/2 text-xs font-semibold text-text"
          style={{ left: `${target}%` }}
        >
          ▲ {target.toFixed(2)}
        </span>
      </div>
      <div className="tabular flex justify-between text-xs text-text-muted">
        {[0, 25, 50, 75, 100].map((n) => (
          <span key={n}>{n}</span>
        ))}
      </div>
    </div>
  );
}
