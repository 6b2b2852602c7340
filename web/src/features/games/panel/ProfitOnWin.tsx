import { formatCoins } from '../../../lib/format';
import { TextField } from '../../../ui/Field';

/** What a wager wins on top of itself at a multiplier, to the cent (the panel's estimate, not the settlement). */
export const profitAt = (wager: string, multiplier: number): string =>
  ((Number(wager) || 0) * (multiplier - 1)).toFixed(2);

/** The read-only "Profit on win" line under the wager: `profit` is a decimal string. */
export function ProfitOnWin({ profit, label = 'Profit on win' }: { profit: string; label?: string }) {
  return <TextField label={label} readOnly value={formatCoins(profit)} className="tabular" />;
}
