import { type ChatMessage, type ChatRainCard, RAIN_TEXTS } from '@casino/contract';
import clsx from 'clsx';
import { CloudRain } from 'lucide-react';
import { formatCoins } from '../../../lib/format';
import { CoinIcon } from '../../../ui/CoinIcon';
import { useCountdown } from './use-countdown';

/**
 * Seconds until the rain lands, then `landing` until its result replaces the warning. In the room's
 * history `landing` is null: the result's own line follows there, and an old warning saying 'Raining…'
 * for ever would be untrue.
 */
function Countdown({ at, landing }: { at: string; landing: string | null }) {
  const seconds = useCountdown(at);
  if (seconds === 0 && landing === null) return null;
  return (
    <span className="font-semibold tabular-nums" aria-live="polite" data-testid="rain-countdown">
      {seconds > 0 ? RAIN_TEXTS.countdown(seconds) : landing}
    </span>
  );
}

/** The pot's coins, each with its icon. */
function Pot({ card }: { card: ChatRainCard }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2 font-semibold tabular-nums">
      {Number(card.gc) > 0 ? (
        <span className="inline-flex items-center gap-1">
          {formatCoins(card.gc)} <CoinIcon coin="GC" size={14} />
        </span>
      ) : null}
      {Number(card.sc) > 0 ? (
        <span className="inline-flex items-center gap-1">
          {formatCoins(card.sc)} <CoinIcon coin="SC" size={14} />
        </span>
      ) : null}
    </span>
  );
}

/**
 * A rain's line in the room (the house speaks: no sender): during the warning the pot and a countdown to
 * when it lands; after, how many got how much. `banner` is the louder form shown above the messages.
 */
export function RainMessage({ message, banner = false }: { message: ChatMessage; banner?: boolean }) {
  const card = message.rain;
  return (
    <div
      className={clsx(
        'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
        banner ? 'border-accent bg-accent/10' : 'border-line bg-surface-2',
      )}
      data-testid={banner ? 'rain-banner' : 'chat-rain'}
      role={banner ? 'status' : undefined}
    >
      <CloudRain size={18} className="mt-0.5 shrink-0 text-accent" aria-hidden />
      <div className="flex min-w-0 flex-col gap-1">
        <span className="break-words">{message.body}</span>
        {card?.phase === 'warning' ? (
          <span className="flex flex-wrap items-center gap-3 text-xs text-text-muted">
            <Pot card={card} />
            <Countdown at={card.rain_at} landing={banner ? 'Raining…' : null} />
          </span>
        ) : null}
      </div>
    </div>
  );
}
