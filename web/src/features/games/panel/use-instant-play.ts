import { useState } from 'react';
import { usePlayBalance } from '../api';
import { type AutoOutcome, useAutoPlay } from '../use-auto-play';
import { useSpaceKey } from '../use-space-key';
import { wagerProblem } from '../wager-problem';

/**
 * An instant game's wager and plays (dice, limbo): Play and Space play once when the wager allows and
 * nothing is on its way, auto-play plays on. `frame` is what InstantGameFrame takes for them.
 * `playOnce` is told whether auto-play is playing, for a game that paces auto-play to its own show.
 */
export function useInstantPlay(
  pending: boolean,
  playOnce: (wager: string, auto: boolean) => Promise<AutoOutcome>,
) {
  const wallet = usePlayBalance();
  const [wager, setWager] = useState('1.00');
  const auto = useAutoPlay((amount) => playOnce(amount, true));
  const busy = pending || auto.running;
  const invalid = wagerProblem(wager) !== null;
  const playManual = () => {
    if (!busy && !invalid && wallet) playOnce(wager, false).catch(() => undefined);
  };
  useSpaceKey(playManual);
  return {
    wager,
    busy,
    frame: {
      wager,
      onWager: setWager,
      wagerLocked: busy,
      auto,
      invalid,
      play: { pending, onPlay: playManual },
    },
  };
}
