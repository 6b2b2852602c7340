import type { BetHistoryRow } from '@casino/contract';
import clsx from 'clsx';
import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMultiplier } from '../../lib/amounts';
import { formatCoins } from '../../lib/format';
import { CoinIcon } from '../../ui/CoinIcon';

/** Who played (or 'Hidden' for a private player) and when. */
export function BetByline({ bet }: { bet: BetHistoryRow }) {
  return (
    <p className="text-sm text-text-muted">
      {bet.user ? (
        <>by {bet.user.username ?? 'a player'}</>
      ) : (
        <span className="inline-flex items-center gap-1">
          <EyeOff size={14} /> Hidden
        </span>
      )}{' '}
      · <time dateTime={bet.timestamp}>{new Date(bet.timestamp).toLocaleString()}</time>
    </p>
  );
}

/** A settled play's four figures: what was played, the multiplier, what came back and the result. */
export function BetFigures({ bet }: { bet: BetHistoryRow }) {
  const profit = Number(bet.profit);
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <Figure label="Play">
        <CoinIcon coin={bet.game_mode} size={16} /> {formatCoins(bet.wager)}
      </Figure>
      <Figure label="Multiplier">{formatMultiplier(bet.multiplier)}</Figure>
      <Figure label="Payout">
        <CoinIcon coin={bet.game_mode} size={16} /> {formatCoins(bet.payout)}
      </Figure>
      <Figure label="Result" tone={profit > 0 ? 'win' : profit < 0 ? 'loss' : undefined}>
        {profit > 0 ? '+' : ''}
        {formatCoins(bet.profit)}
      </Figure>
    </dl>
  );
}

function Figure({
  label,
  tone,
  children,
}: {
  label: string;
  tone?: 'win' | 'loss' | undefined;
  children: ReactNode;
}) {
  return (
    <div className="rounded-lg bg-surface-2 px-3 py-2.5">
      <dt className="text-xs text-text-muted">{label}</dt>
      <dd
        className={clsx(
          'tabular mt-0.5 flex items-center gap-1.5 text-lg font-bold',
          tone === 'win' && 'text-win',
          tone === 'loss' && 'text-loss',
        )}
      >
        {children}
      </dd>
    </div>
  );
}
