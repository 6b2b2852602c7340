import { type KenoRisk, kenoHitChance, kenoTable } from '@casino/fairness';
import clsx from 'clsx';
import { payoutFigure } from './keno-board';

/**
 * What each number of hits pays for the current picks and risk, with its chance on hover; the
 * cell of the last result lights up once every drawn square has turned over.
 */
export function PayoutTable({ picks, risk, hits }: { picks: number; risk: KenoRisk; hits: number | null }) {
  if (picks === 0)
    return (
      <p className="flex h-[4.25rem] w-full max-w-[640px] items-center justify-center rounded-xl bg-surface-1/80 text-sm text-text-muted">
        Pick 1 to 10 squares to see what they pay.
      </p>
    );
  const table = kenoTable(picks, risk);
  return (
    <div className="w-full max-w-[640px]" data-testid="keno-payouts">
      <p className="mb-1 text-center text-[11px] text-text-muted sm:hidden">Payout × by hits</p>
      <table className="w-full table-fixed border-separate border-spacing-0.5 text-center sm:border-spacing-1">
        <caption className="sr-only">
          Payouts for {picks} picks at {risk} risk
        </caption>
        <tbody>
          <tr>
            {table.map((multiplier, n) => (
              <td
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per number of hits
                key={n}
                title={`${n} hits: ${(kenoHitChance(picks, n) * 100).toFixed(4)}% chance`}
                className={clsx(
                  'tabular rounded-lg py-1.5 text-[10px] font-bold transition-colors duration-200 sm:px-1 sm:text-xs',
                  n === hits
                    ? multiplier > 0
                      ? 'bg-win text-surface-0'
                      : 'bg-loss text-white'
                    : multiplier > 0
                      ? 'bg-surface-2 text-text'
                      : 'bg-surface-2 text-text-muted',
                )}
              >
                {payoutFigure(multiplier)}
                <span className="hidden sm:inline">×</span>
              </td>
            ))}
          </tr>
          <tr>
            {table.map((_, n) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per number of hits
                key={n}
                scope="col"
                className="tabular text-[11px] font-semibold text-text-muted"
              >
                {n}
                <span className="hidden sm:inline"> hit{n === 1 ? '' : 's'}</span>
              </th>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
