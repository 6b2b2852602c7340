import type { Coin } from '@casino/contract';
import { formatMultiplier } from '../../../lib/amounts';
import { CoinIcon } from '../../../ui/CoinIcon';
import { AmountButtons } from '../panel/AmountButtons';
import { spotProblem } from './baccarat-bets';

const cents = (value: string) => Math.round((Number(value) || 0) * 100);
const fromCents = (c: number) => (Math.max(0, c) / 100).toFixed(2);

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
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="flex justify-between text-xs font-medium text-text-muted">
        {label}
        <span className="tabular">pays {formatMultiplier(pays)}</span>
      </label>
      <div className="flex h-11 items-center rounded-lg border border-line bg-surface-2 focus-within:border-accent">
        <span className="pl-3">
          <CoinIcon coin={coin} size={16} />
        </span>
        <input
          id={id}
          data-testid={`spot-${label.toLowerCase()}`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={problem ? true : undefined}
          className="tabular h-full min-w-0 flex-1 bg-transparent px-2 font-semibold outline-none placeholder:text-text-muted/50"
        />
        <AmountButtons
          buttons={[
            { label: '½', title: `Half the ${label} play`, run: () => step(Math.floor(cents(value) / 2)) },
            {
              label: '2×',
              title: `Double the ${label} play`,
              run: () => step(Math.max(1, cents(value) * 2)),
            },
            { label: '✕', title: `Clear the ${label} play`, run: () => onChange('') },
          ]}
          disabled={disabled}
          named
        />
      </div>
      {problem && (
        <p role="alert" className="text-xs text-loss">
          {problem}
        </p>
      )}
    </div>
  );
}
