import type { Coin } from '@casino/contract';
import type { ComponentProps, ReactNode } from 'react';
import { CoinIcon } from '../../../ui/CoinIcon';
import { type AmountButton, AmountButtons } from './AmountButtons';

/** A typed amount in cents (what is not a number counts as none). */
export const cents = (value: string) => Math.round((Number(value) || 0) * 100);
/** Cents as the amount's text, never below zero. */
export const fromCents = (c: number) => (Math.max(0, c) / 100).toFixed(2);

/**
 * An amount of coins typed in a game's panel (the wager, a betting spot): its label with a note on the
 * right, the coin's icon, the box, quick buttons beside it and what is wrong with the amount under it.
 * `input` is the box's own props (its id, value, onChange, test id).
 */
export function CoinAmountField({
  label,
  note,
  coin,
  input,
  buttons,
  named,
  disabled,
  problem,
}: {
  label: string;
  note: ReactNode;
  coin: Coin;
  input: ComponentProps<'input'> & { id: string; 'data-testid': string; 'data-coin'?: Coin };
  buttons: AmountButton[];
  /** The buttons are named by their titles (several fields side by side). */
  named?: boolean;
  disabled?: boolean | undefined;
  problem: string | null;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={input.id} className="flex justify-between text-xs font-medium text-text-muted">
        {label}
        <span className="tabular">{note}</span>
      </label>
      <div className="flex h-11 items-center rounded-lg border border-line bg-surface-2 focus-within:border-accent">
        <span className="pl-3">
          <CoinIcon coin={coin} size={16} />
        </span>
        <input
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          className="tabular h-full min-w-0 flex-1 bg-transparent px-2 font-semibold outline-none placeholder:text-text-muted/50"
          {...input}
        />
        <AmountButtons buttons={buttons} disabled={disabled} named={named} />
      </div>
      {problem && (
        <p role="alert" className="text-xs text-loss">
          {problem}
        </p>
      )}
    </div>
  );
}
