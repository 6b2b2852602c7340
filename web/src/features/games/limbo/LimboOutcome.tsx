import { Figures, num, type OutcomeValues } from '../outcome/parts';

/** Limbo: the result against the target. */
export function LimboOutcome({ o }: { o: OutcomeValues }) {
  return (
    <Figures
      items={[
        { label: 'Result', value: `${num(o.result).toFixed(2)}×`, tone: o.win === false ? 'loss' : 'win' },
        ...(o.target !== undefined ? [{ label: 'Target', value: `${num(o.target).toFixed(2)}×` }] : []),
      ]}
    />
  );
}
