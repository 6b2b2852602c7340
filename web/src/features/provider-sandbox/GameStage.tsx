import type { SandboxGame, SandboxRound, SandboxSpin } from '@casino/contract';
import { CardTable } from './CardTable';
import { MoneyWheel } from './MoneyWheel';
import { SlotGrid } from './SlotGrid';

/** The game itself, as its engine draws it: reels, a card table or a money wheel. */
export function GameStage({
  game,
  round,
  spin,
  rounds,
}: {
  game: SandboxGame;
  round: SandboxRound | null;
  spin: SandboxSpin | null;
  /** Rounds played so far: the wheel turns again for each. */
  rounds: number;
}) {
  const draw = round?.outcome?.kind === 'draw' ? round.outcome : null;
  switch (game.engine) {
    case 'video-slot':
    case 'ways-slot':
      return <SlotGrid spin={spin} theme={game.theme.name} symbols={game.theme.symbols} />;
    case 'table-game':
      return <CardTable variant={game.variant} draw={draw} />;
    case 'wheel':
      return <MoneyWheel segments={game.betOptions} stop={draw?.name ?? null} turns={rounds * 4} />;
  }
}
