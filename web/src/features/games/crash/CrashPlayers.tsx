import type { CrashBetView } from '@casino/contract';
import clsx from 'clsx';
import { Users } from 'lucide-react';
import { formatMultiplier, shortAmount } from '../../../lib/amounts';
import { CoinIcon } from '../../../ui/CoinIcon';
import { playProfit } from './crash-state';

/** Spec §2: a private player shows as 'Hidden' with this tooltip. */
const PRIVATE_TITLE = 'User has enabled private mode';

/**
 * The plays of the round on screen: who (or Hidden), the play, the multiplier cashed out at, and the
 * profit once settled. Rows cashed out turn green, rows lost at the crash red.
 */
export function CrashPlayers({ bets, myBetId }: { bets: CrashBetView[]; myBetId: string | null }) {
  return (
    <section aria-label="Players this round" className="flex min-h-0 flex-col rounded-xl bg-surface-0/40">
      <h2 className="flex items-center gap-2 px-3 pt-3 pb-2 text-sm font-bold">
        <Users size={16} className="text-text-muted" /> Players
        <span className="tabular rounded-full bg-surface-2 px-2 py-0.5 text-xs text-text-muted">
          {bets.length}
        </span>
      </h2>
      {bets.length === 0 ? (
        <p className="px-3 pb-4 text-sm text-text-muted">No plays in this round yet.</p>
      ) : (
        <div className="max-h-64 overflow-y-auto">
          <table className="w-full text-sm" data-testid="crash-players">
            <thead className="sticky top-0 bg-surface-1 text-left text-xs text-text-muted">
              <tr>
                <th className="px-3 py-1.5 font-medium">Player</th>
                <th className="px-2 py-1.5 text-right font-medium">Cash out</th>
                <th className="px-2 py-1.5 text-right font-medium">Play</th>
                <th className="px-3 py-1.5 text-right font-medium">Profit</th>
              </tr>
            </thead>
            <tbody>
              {bets.map((bet) => {
                const profit = playProfit(bet);
                const won = bet.cashout !== null;
                const lost = bet.status === 'settled' && !won;
                return (
                  <tr
                    key={bet.id}
                    className={clsx(
                      'border-t border-line/60 transition-colors duration-200',
                      bet.id === myBetId && 'bg-accent/5',
                    )}
                  >
                    <td className="max-w-[9rem] truncate px-3 py-2 font-medium">
                      {bet.user?.username ? (
                        bet.user.username
                      ) : (
                        <span className="text-text-muted" title={PRIVATE_TITLE}>
                          Hidden
                        </span>
                      )}
                    </td>
                    <td
                      className={clsx('tabular px-2 py-2 text-right', won ? 'text-win' : 'text-text-muted')}
                    >
                      {won ? formatMultiplier(bet.cashout ?? 0) : '—'}
                    </td>
                    <td className="tabular px-2 py-2 text-right">
                      <span className="inline-flex items-center gap-1">
                        <CoinIcon coin={bet.game_mode} size={13} />
                        {shortAmount(bet.wager)}
                      </span>
                    </td>
                    <td
                      className={clsx(
                        'tabular px-3 py-2 text-right font-semibold',
                        won && 'text-win',
                        lost && 'text-loss',
                        profit === null && 'text-text-muted',
                      )}
                    >
                      {profit === null ? '—' : `${won ? '+' : ''}${shortAmount(profit)}`}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
