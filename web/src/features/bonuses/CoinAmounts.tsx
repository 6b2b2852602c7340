import clsx from 'clsx';
import { formatCoins } from '../../lib/format';
import { CoinIcon } from '../../ui/CoinIcon';

/** A bonus's Gold Coins and Sweeps Coins, each with its coin; a zero part is left out. */
export function CoinAmounts({ gc, sc, size = 'md' }: { gc: string; sc: string; size?: 'md' | 'lg' }) {
  const text = size === 'lg' ? 'text-xl font-bold' : 'text-sm font-semibold';
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 tabular-nums">
      {Number(gc) > 0 && (
        <span className={clsx('inline-flex items-center gap-1 text-gc', text)}>
          <CoinIcon coin="GC" size={size === 'lg' ? 22 : 16} />
          {formatCoins(gc)}
        </span>
      )}
      {Number(sc) > 0 && (
        <span className={clsx('inline-flex items-center gap-1 text-sc', text)}>
          <CoinIcon coin="SC" size={size === 'lg' ? 22 : 16} />
          {formatCoins(sc)}
        </span>
      )}
    </span>
  );
}
