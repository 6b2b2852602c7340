import type { CrashDraw, CrashPlayOutcome } from '@casino/contract';
import { Figures, type Item } from '../outcome/parts';

/** Crash: where the round crashed (once it has) and, for a play, where the player cashed out. */
export function CrashOutcome({ o }: { o: CrashPlayOutcome | CrashDraw }) {
  const items: Item[] = [];
  if ('crash_point' in o) items.push({ label: 'Crashed at', value: `${o.crash_point.toFixed(2)}×` });
  if ('cashout' in o)
    items.push(
      o.cashout === null
        ? { label: 'Cashed out', value: '—', tone: 'loss' }
        : { label: 'Cashed out', value: `${o.cashout.toFixed(2)}×`, tone: 'win' },
    );
  return <Figures items={items} />;
}
