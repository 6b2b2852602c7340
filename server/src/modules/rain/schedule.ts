import { inTransaction } from '../../db/transaction';
import type { Sweep } from '../../jobs';
import type { RainPorts } from './ports';
import { startRain } from './start';

/** How often each instance looks whether the schedule's current slot has had its rain. */
const LOOK_EVERY_MS = 60_000;

/** The slot a moment falls in: the schedule's period's start, as its ISO text ('2026-12-01T06:00:00.000Z'). */
export function rainSlot(now: Date, everyMinutes: number): string {
  const period = everyMinutes * 60_000;
  return new Date(Math.floor(now.getTime() / period) * period).toISOString();
}

/**
 * The house's scheduled rain (docs/chat.md "Rain"): once per RAIN_EVERY_MINUTES, in RAIN_ROOM, with
 * RAIN_GC and RAIN_SC. Every instance looks each minute; the slot is unique on the rain's row, so the
 * first instance to look starts it and the others find it there. Off when RAIN_EVERY_MINUTES is 0.
 */
export function rainSchedule(ports: RainPorts): Sweep[] {
  const { RAIN_EVERY_MINUTES: every, RAIN_ROOM, RAIN_GC, RAIN_SC, RAIN_WARNING_SECONDS } = ports.config;
  if (every <= 0 || (RAIN_GC === 0n && RAIN_SC === 0n)) return [];
  return [
    {
      name: 'chat-rain-schedule',
      everyMs: LOOK_EVERY_MS,
      run: async () => {
        await inTransaction(ports.db, (trx) =>
          startRain(
            trx,
            {
              roomId: RAIN_ROOM,
              gc: RAIN_GC,
              sc: RAIN_SC,
              slot: rainSlot(new Date(), every),
              startedBy: null,
              reason: null,
            },
            RAIN_WARNING_SECONDS,
          ),
        );
      },
    },
  ];
}
