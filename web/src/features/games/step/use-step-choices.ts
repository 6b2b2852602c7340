import { useCallback, useState } from 'react';
import { playCue } from '../sound';
import { wagerProblem } from '../wager-problem';
import type { StepGameView } from './types';
import { useInPlaySettings } from './use-in-play-settings';
import type { useStepGame } from './use-step-game';

/** A step game as its screen plays it (useStepGame's answer). */
export type StepGame<State> = ReturnType<typeof useStepGame<State>>;

/** What useStepChoices gives the screen and its StepPanel. */
export interface StepChoices<State, Setting> {
  wager: string;
  setWager(wager: string): void;
  /** The setting the player picked for the next game. */
  chosen: Setting;
  setChosen(setting: Setting): void;
  /** The setting on show: the game in play's own, else the player's pick. */
  shown: Setting;
  /** The game in play, else null. */
  inPlay: StepGameView<State> | null;
  /** A call is on its way. */
  busy: boolean;
  /** The wager is refused: no game can start. */
  invalid: boolean;
  start(): void;
  /** The Play button before a game. */
  startButton: { pending: boolean; disabled: boolean };
  /** Takes what the game has reached; the view comes back for auto-play to read the payout. */
  cashout(): Promise<StepGameView<State>>;
}

/**
 * What the player chooses before a step game (the wager and the game's one setting: mines, difficulty)
 * around the server's game. A game in progress, resumed after a reload, brings its own choices into
 * the panel, and while it is in play its setting is the one shown.
 */
export function useStepChoices<State, Setting extends keyof State>(
  step: StepGame<State>,
  setting: Setting,
  initial: State[Setting],
): StepChoices<State, State[Setting]> {
  const [wager, setWager] = useState('1.00');
  const [chosen, setChosen] = useState(initial);
  const inPlay = step.playing ? step.game : null;
  useInPlaySettings(inPlay, (game) => {
    setWager(game.wager);
    setChosen(game.state[setting]);
  });
  const invalid = wagerProblem(wager) !== null;
  const { move } = step;
  const cashout = useCallback(
    () =>
      move({ action: 'cashout' }).then((next) => {
        playCue('win');
        return next;
      }),
    [move],
  );
  return {
    wager,
    setWager,
    chosen,
    setChosen,
    shown: inPlay ? inPlay.state[setting] : chosen,
    inPlay,
    busy: step.pending !== null,
    invalid,
    start: () => step.start({ wager, [setting]: chosen }).catch(() => undefined),
    startButton: { pending: step.pending === 'start', disabled: invalid || step.loading },
    cashout,
  };
}
