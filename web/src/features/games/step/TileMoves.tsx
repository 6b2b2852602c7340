import { Shuffle } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { PlayButton } from '../PlayButton';
import { pickRandom } from './grid-focus';
import { cashOutLabel } from './payout';
import type { StepGameView, StepMultipliers } from './types';
import type { StepPending } from './use-step-game';
import type { TilePick } from './use-tile-pick';

/**
 * The moves of a game played by picking tiles (mines, tower) while it is in play: a random pick, and
 * cashing out, which waits for the first safe pick.
 */
export function TileMoves<State>({
  game,
  steps,
  firstMove,
  tiles,
  tilePick,
  pending,
  cashout,
}: {
  game: StepGameView<StepMultipliers>;
  /** Safe picks so far. */
  steps: number;
  /** The cash-out button's words before the first safe pick ("Pick a tile"). */
  firstMove: string;
  /** The tiles a random pick may take. */
  tiles: () => number[];
  tilePick: TilePick<State>;
  pending: StepPending;
  cashout(): Promise<unknown>;
}) {
  // The call on its way is a tile's pick (the tile shows it), not the cash-out.
  const picking = tilePick.pendingTile !== null;
  return (
    <>
      <Button
        variant="secondary"
        className="w-full"
        disabled={pending !== null}
        onClick={() => {
          const tile = pickRandom(tiles());
          if (tile !== null) tilePick.pickTile(tile);
        }}
        data-testid="random-tile"
      >
        <Shuffle size={16} /> Random tile
      </Button>
      <PlayButton
        label={steps === 0 ? firstMove : cashOutLabel(game)}
        pending={pending === 'move' && !picking}
        disabled={steps === 0 || pending !== null}
        onPlay={() => cashout().catch(() => undefined)}
        testId="cashout"
        continues
      />
    </>
  );
}
