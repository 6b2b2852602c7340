import type { SandboxGame, SandboxRound, SandboxSpin } from '@casino/contract';
import { CardTable } from './CardTable';
import { MoneyWheel } from './MoneyWheel';
import { type StageTheme, stageTheme } from './palette';
import { SlotGrid } from './SlotGrid';
import { StageFrame } from './StageFrame';

/**
 * The game itself, as its engine draws it (reels, a card table or a money wheel), in the cabinet of the
 * title's lobby tile.
 */
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
  const theme = stageTheme(game);
  return (
    <StageFrame theme={theme} title={game.title} studio={game.tile.studio}>
      <Engine game={game} round={round} spin={spin} rounds={rounds} theme={theme} />
    </StageFrame>
  );
}

function Engine({
  game,
  round,
  spin,
  rounds,
  theme,
}: {
  game: SandboxGame;
  round: SandboxRound | null;
  spin: SandboxSpin | null;
  rounds: number;
  theme: StageTheme;
}) {
  const draw = round?.outcome?.kind === 'draw' ? round.outcome : null;
  switch (game.engine) {
    case 'video-slot':
    case 'ways-slot':
      return <SlotGrid spin={spin} theme={theme} symbols={game.theme.symbols} />;
    case 'table-game':
      return <CardTable variant={game.variant} draw={draw} theme={theme} />;
    case 'wheel':
      return (
        <MoneyWheel segments={game.betOptions} stop={draw?.name ?? null} turns={rounds * 4} theme={theme} />
      );
  }
}
