import type { Coin } from '@casino/contract';
import clsx from 'clsx';
import { formatCoins } from '../../lib/format';
import { CoinIcon } from '../../ui/CoinIcon';

/**
 * A coin amount. A change (`signed`) shows coins in green with a plus and coins out with a minus; a
 * plain amount (a wager) shows as it is.
 */
export function Amount({
  coin,
  amount,
  signed = true,
  className,
}: {
  coin: Coin;
  amount: string;
  signed?: boolean;
  className?: string;
}) {
  const gain = signed && Number(amount) > 0;
  return (
    <span
      className={clsx(
        'tabular inline-flex items-center gap-1.5 font-semibold',
        gain && 'text-win',
        className,
      )}
    >
      <CoinIcon coin={coin} size={16} />
      {gain ? '+' : ''}
      {formatCoins(amount)}
    </span>
  );
}

/** A moment as the player's browser shows dates and times. */
export function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{new Date(iso).toLocaleString()}</time>;
}
