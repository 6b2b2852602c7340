import type { LimboDraw, LimboPlayOutcome } from '@casino/contract';
import { Figures } from '../outcome/parts';

/** Limbo: the result, against the target when the play is known. */
export function LimboOutcome({ o }: { o: LimboPlayOutcome | LimboDraw }) {
  const play = 'target' in o ? o : null;
  return (
    <Figures
      items={[
        { label: 'Result', value: `${o.result.toFixed(2)}×`, tone: play?.win === false ? 'loss' : 'win' },
        ...(play ? [{ label: 'Target', value: `${play.target.toFixed(2)}×` }] : []),
      ]}
    />
  );
}
