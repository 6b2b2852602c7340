import { type ChatRainCard, formatAmount, type Rain } from '@casino/contract';
import type { RainRow } from './repository';

const amountOrNull = (minor: bigint | null) => (minor === null ? null : formatAmount(minor));

/** A rain's line in the room: the warning (no figures yet), or the result. */
export function rainCard(row: RainRow): ChatRainCard {
  return {
    rain_id: row.id.toString(),
    phase: row.status === 'paid' ? 'result' : 'warning',
    gc: formatAmount(row.gc),
    sc: formatAmount(row.sc),
    rain_at: row.rain_at.toISOString(),
    gc_recipients: row.gc_recipients,
    sc_recipients: row.sc_recipients,
    gc_share: amountOrNull(row.gc_share),
    sc_share: amountOrNull(row.sc_share),
  };
}

/** A rain as staff see it. */
export function rainView(row: RainRow): Rain {
  const { rain_id, phase: _phase, ...card } = rainCard(row);
  return {
    ...card,
    id: rain_id,
    room_id: row.room_id,
    status: row.status,
    started_by: row.started_by?.toString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
