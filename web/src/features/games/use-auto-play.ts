import { useCallback, useRef, useState } from 'react';

export interface AutoSettings {
  /** 0 plays on until stopped. */
  plays: number;
  onWin: { reset: boolean; increasePercent: number };
  onLoss: { reset: boolean; increasePercent: number };
  /** Stop once the session's profit reaches this (0: never). */
  stopOnProfit: number;
  /** Stop once the session's loss reaches this (0: never). */
  stopOnLoss: number;
}

export const DEFAULT_AUTO: AutoSettings = {
  plays: 10,
  onWin: { reset: true, increasePercent: 0 },
  onLoss: { reset: true, increasePercent: 0 },
  stopOnProfit: 0,
  stopOnLoss: 0,
};

/** What one automatic play reports back: the wager and the payout, decimal strings. */
export interface AutoOutcome {
  wager: string;
  payout: string;
}

const PAUSE_MS = 300;

/**
 * Auto-play: plays the given number of times, changing the wager on a win or a loss as set, and stops
 * on the profit or loss limit, on an error, or when the player stops it.
 */
export function useAutoPlay(playOnce: (wager: string) => Promise<AutoOutcome>) {
  const [running, setRunning] = useState(false);
  const [played, setPlayed] = useState(0);
  const stop = useRef(false);

  const start = useCallback(
    async (baseWager: string, settings: AutoSettings, onWager: (wager: string) => void) => {
      stop.current = false;
      setRunning(true);
      setPlayed(0);
      let wager = Number(baseWager);
      let profit = 0;
      try {
        for (let n = 0; (settings.plays === 0 || n < settings.plays) && !stop.current; n++) {
          const outcome = await playOnce(wager.toFixed(2));
          setPlayed(n + 1);
          const net = Number(outcome.payout) - Number(outcome.wager);
          profit += net;
          const rule = net > 0 ? settings.onWin : settings.onLoss;
          wager = rule.reset ? Number(baseWager) : wager * (1 + rule.increasePercent / 100);
          wager = Math.max(0.01, Math.round(wager * 100) / 100);
          onWager(wager.toFixed(2));
          if (settings.stopOnProfit > 0 && profit >= settings.stopOnProfit) break;
          if (settings.stopOnLoss > 0 && -profit >= settings.stopOnLoss) break;
          await new Promise((r) => setTimeout(r, PAUSE_MS));
        }
      } catch {
        // The play's own error handling has told the player; auto-play just stops.
      } finally {
        setRunning(false);
      }
    },
    [playOnce],
  );

  return { running, played, start, stop: () => (stop.current = true) };
}

export type AutoPlay = ReturnType<typeof useAutoPlay>;
