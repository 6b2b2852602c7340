import type { SandboxRound } from '@casino/contract';
import clsx from 'clsx';
import { roundText } from './round-text';

/** The round's result line, announced to screen readers: a win, a loss, or what the wallet said. */
export function RoundMessage({
  round,
  failure,
  playing,
}: {
  round: SandboxRound | null;
  failure: string | undefined;
  playing: boolean;
}) {
  const text = failure ?? (round && !playing ? roundText(round) : '');
  const bad = Boolean(failure) || (round !== null && round.status !== 'settled');
  const won = !bad && round !== null && round.win !== '0.00';
  return (
    <p
      aria-live="polite"
      data-testid="provider-round-message"
      className={clsx(
        'min-h-6 text-center text-sm font-semibold tabular-nums',
        bad ? 'text-loss' : won ? 'text-win' : 'text-text-muted',
      )}
    >
      {text}
    </p>
  );
}
