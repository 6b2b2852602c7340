import { isSlotEngine, type SandboxGame } from '@casino/contract';
import clsx from 'clsx';
import { Button } from '../../ui/Button';

/**
 * The game's own controls: the stake, what a table or wheel round is placed on, and Spin (or Play).
 * Space plays, as on every game page.
 */
export function PlayControls({
  game,
  stake,
  onStake,
  on,
  onBet,
  onPlay,
  pending,
}: {
  game: SandboxGame;
  stake: string;
  onStake: (stake: string) => void;
  on: string;
  onBet: (on: string) => void;
  onPlay: () => void;
  pending: boolean;
}) {
  const slot = isSlotEngine(game.engine);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <label className="flex flex-col gap-1 text-xs text-text-muted">
        Stake
        <select
          value={stake}
          onChange={(event) => onStake(event.target.value)}
          className="h-10 rounded-lg border border-line bg-surface-2 px-3 text-sm text-text tabular-nums"
        >
          {game.stakes.map((option) => (
            <option key={option} value={option}>
              {option} {game.coin}
            </option>
          ))}
        </select>
      </label>
      {game.betOptions.length > 0 && (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-xs text-text-muted">Bet on</legend>
          <div className="flex flex-wrap gap-1.5">
            {game.betOptions.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={on === option}
                onClick={() => onBet(option)}
                className={clsx(
                  'h-10 min-w-10 rounded-lg border px-3 text-sm font-semibold',
                  game.engine === 'table-game' && 'capitalize',
                  on === option
                    ? 'border-accent bg-accent/15 text-accent'
                    : 'border-line bg-surface-2 text-text',
                )}
              >
                {option.replace('-', ' ')}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <Button size="lg" pending={pending} onClick={onPlay} className="sm:ml-auto sm:min-w-40">
        {slot ? 'Spin' : 'Play'}
      </Button>
    </div>
  );
}
