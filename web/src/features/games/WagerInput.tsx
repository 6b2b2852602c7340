import type { Coin } from '@casino/contract';
import { useId } from 'react';
import { usePlayBalance } from './api';
import { CoinAmountField, cents, fromCents } from './panel/CoinAmountField';
import { wagerProblem } from './wager-problem';

export interface WagerInputProps {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  label?: string;
  /** The coin of a game already in play, when it is not the player's current one. */
  coin?: Coin;
}

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
    <CoinAmountField
      label={label}
      note={coin}
      coin={coin}
      input={{
        id,
        'data-testid': 'wager',
        'data-coin': coin,
        value,
        onChange: (e) => TYPABLE.test(e.target.value) && onChange(e.target.value),
      }}
      buttons={[
        { label: '½', title: 'Half', run: () => step(Math.max(1, Math.floor(cents(value) / 2))) },
        { label: '2×', title: 'Double', run: () => step(Math.max(1, cents(value) * 2)) },
        { label: 'Max', title: 'Max', run: () => onChange(fromCents(cents(balance))) },
      ]}
      disabled={disabled}
      problem={problem && (negative || value.trim() !== '') ? problem : null}
    />
  );
}
