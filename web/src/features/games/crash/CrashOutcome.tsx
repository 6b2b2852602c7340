import { Figures, type Item, num, type OutcomeValues } from '../outcome/parts';

/** Crash: where the round crashed and where the player cashed out. */
export function CrashOutcome({ o }: { o: OutcomeValues }) {
  const items: Item[] = [];
  if (o.crash_point !== undefined && o.crash_point !== null)
    items.push({ label: 'Crashed at', value: `${num(o.crash_point).toFixed(2)}×` });
  if ('cashout' in o)
    items.push(
      o.cashout === null
        ? { label: 'Cashed out', value: '—', tone: 'loss' }
        : { label: 'Cashed out', value: `${num(o.cashout).toFixed(2)}×`, tone: 'win' },
    );
  return <Figures items={items} />;
}
