import type { SandboxRound, SandboxSpin } from '@casino/contract';
import { useEffect, useState } from 'react';

/** How long each spin of a free-spin feature stays on screen before the next. */
const SPIN_MS = 900;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Shows a slot round's spins one after another (the paid spin, then each free spin), so the player sees
 * the feature play out and the free spins left count down; with reduced motion it jumps to the last.
 */
export function useRoundPlayback(round: SandboxRound | null) {
  const spins: SandboxSpin[] = round?.outcome?.kind === 'slot' ? round.outcome.spins : [];
  const [shown, setShown] = useState(0);
  useEffect(() => {
    setShown(spins.length > 0 && reducedMotion() ? spins.length - 1 : 0);
    if (spins.length < 2 || reducedMotion()) return;
    const timer = setInterval(
      () => setShown((index) => (index + 1 >= spins.length ? index : index + 1)),
      SPIN_MS,
    );
    return () => clearInterval(timer);
  }, [spins]);
  const spin = spins[Math.min(shown, spins.length - 1)] ?? null;
  const freeSpinsLeft = spins.length > 1 ? spins.length - 1 - shown : 0;
  return { spin, freeSpinsLeft, playing: shown < spins.length - 1 };
}
