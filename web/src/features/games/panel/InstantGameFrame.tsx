import type { ReactNode } from 'react';
import { AutoPanel } from '../AutoPanel';
import { GameFrame, type GameFrameProps } from '../GameFrame';
import { PlayButton } from '../PlayButton';
import type { AutoPlay } from '../use-auto-play';
import { WagerInput } from '../WagerInput';

/** An instant game's page: GameFrame's, with the Manual and Auto tabs built from the same controls. */
export interface InstantGameFrameProps extends Omit<GameFrameProps, 'panel' | 'autoPanel' | 'autoRunning'> {
  /** The wager, at the top of both tabs; locked while it cannot change (a play or auto-play running). */
  wager: string;
  onWager(wager: string): void;
  wagerLocked: boolean;
  /** The game's own options under the wager, on both tabs (risk, rows, picks). */
  options?: ReactNode;
  /** What the Manual tab shows between the options and the Play button (the profit on a win). */
  manual?: ReactNode;
  auto: AutoPlay;
  /** Nothing can be played as set (a wager refused, no squares picked): Play and Start stay off. */
  invalid: boolean;
  /** The Manual tab's Play button. */
  play: { label?: string; pending: boolean; onPlay(): void };
}

/**
 * Dice, limbo, plinko and keno: one play per press, so the Manual tab is the controls and Play, and the
 * Auto tab the same controls and auto-play's settings (DESIGN.md "Game pages").
 */
export function InstantGameFrame({
  wager,
  onWager,
  wagerLocked,
  options,
  manual,
  auto,
  invalid,
  play,
  ...frame
}: InstantGameFrameProps) {
  const controls = (
    <>
      <WagerInput value={wager} onChange={onWager} disabled={wagerLocked} />
      {options}
    </>
  );
  return (
    <GameFrame
      {...frame}
      autoRunning={auto.running}
      panel={
        <>
          {controls}
          {manual}
          <PlayButton {...play} disabled={invalid} />
        </>
      }
      autoPanel={
        <>
          {controls}
          <AutoPanel auto={auto} wager={wager} onWager={onWager} disabled={invalid} />
        </>
      }
    />
  );
}
