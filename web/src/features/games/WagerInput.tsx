import type { Coin } from '@casino/contract';
import { useId } from 'react';
import { CoinIcon } from '../../ui/CoinIcon';
import { usePlayBalance } from './api';
import { AmountButtons } from './panel/AmountButtons';
import { wagerProblem } from './wager-problem';

export interface WagerInputProps {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  label?: string;
  /** The coin of a game already in play, when it is not the player's current one. */
  coin?: Coin;
}

const cents = (value: string) => Math.round(Number(value) * 100);
const fromCents = (c: number) => (Math.max(0, c) / 100).toFixed(2);
/** What the box lets through as the player types: digits and one point, and a minus so spec §5 can refuse it in words. */
const TYPABLE = /^-?\d*\.?\d*$/;

/**
 * The wager with ½, 2× and max (DESIGN.md "Game pages"), in the coin being played, up to the player's
 * balance in it; nothing for a guest (the Play button asks them to sign in).
 */
export function WagerInput({
  value,
  onChange,
  disabled,
  label = 'Play amount',
  coin: inPlay,
}: WagerInputProps) {
  const id = useId();
  const wallet = usePlayBalance();
  if (!wallet) return null;
  const coin = inPlay ?? wallet.coin;
  const balance = wallet.balance;
  const problem = value === '' ? null : wagerProblem(value);
  const negative = Number(value) < 0;
  const step = (c: number) => onChange(fromCents(Math.min(c, cents(balance))));
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="flex justify-between text-xs font-medium text-text-muted">
        {label}
        <span className="tabular">{coin}</span>
      </label>
      <div className="flex h-11 items-center rounded-lg border border-line bg-surface-2 focus-within:border-accent">
        <span className="pl-3">
          <CoinIcon coin={coin} size={16} />
        </span>
        <input
          id={id}
          data-testid="wager"
          data-coin={coin}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          onChange={(e) => TYPABLE.test(e.target.value) && onChange(e.target.value)}
          aria-invalid={problem ? true : undefined}
          className="tabular h-full min-w-0 flex-1 bg-transparent px-2 font-semibold outline-none"
        />
        <AmountButtons
          buttons={[
            { label: '½', title: 'Half', run: () => step(Math.max(1, Math.floor(cents(value || '0') / 2))) },
            { label: '2×', title: 'Double', run: () => step(Math.max(1, cents(value || '0') * 2)) },
            { label: 'Max', title: 'Max', run: () => onChange(fromCents(cents(balance))) },
          ]}
          disabled={disabled}
        />
      </div>
      {problem && (negative || value.trim() !== '') ? (
        <p role="alert" className="text-xs text-loss">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
