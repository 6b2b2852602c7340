import type { Coin } from '@casino/contract';
import { formatMultiplier } from '../../../lib/amounts';
import { CoinAmountField, cents, fromCents } from '../panel/CoinAmountField';
import { spotProblem } from './baccarat-bets';

/** One betting spot's amount in the panel: empty means not played; ½, 2× and clear beside it. */
export function SpotField({
  id,
  label,
  pays,
  value,
  onChange,
  coin,
  balance,
  disabled,
}: {
  id: string;
  label: string;
  pays: number;
  value: string;
  onChange(value: string): void;
  coin: Coin;
  balance: string;
  disabled: boolean;
}) {
  const problem = spotProblem(value);
  const step = (c: number) => onChange(fromCents(Math.min(c, cents(balance))));
  return (
    <CoinAmountField
      label={label}
      note={`pays ${formatMultiplier(pays)}`}
      coin={coin}
      input={{
        id,
        'data-testid': `spot-${label.toLowerCase()}`,
        placeholder: '0.00',
        value,
        onChange: (e) => onChange(e.target.value),
      }}
      buttons={[
        { label: '½', title: `Half the ${label} play`, run: () => step(Math.floor(cents(value) / 2)) },
        { label: '2×', title: `Double the ${label} play`, run: () => step(Math.max(1, cents(value) * 2)) },
        { label: '✕', title: `Clear the ${label} play`, run: () => onChange('') },
      ]}
      disabled={disabled}
      named
      problem={problem}
    />
  );
}
