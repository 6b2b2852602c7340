import type { Coin } from '@casino/contract';
import { ChoiceButton, type ChoiceLook } from '../../../ui/ChoiceButton';
import { ChipToken } from './ChipToken';
import { chipLabel } from './chip-label';

/** Quick chip values (cents) per coin: Gold Coins play in whole coins, Sweeps Coins in cents. */
export const RACK: Record<Coin, number[]> = {
  GC: [100, 1_000, 10_000, 100_000, 1_000_000],
  SC: [1, 10, 100, 1_000, 10_000],
};

const CHIP_LOOK: ChoiceLook = {
  base: 'grid size-11 place-items-center rounded-full transition-transform duration-150 disabled:opacity-50',
  chosen: '-translate-y-1 ring-2 ring-accent ring-offset-2 ring-offset-surface-1',
  other: 'hover:-translate-y-0.5',
};

/** The chip rack: one tap sets the bets-per-chip value to that chip. */
export function ChipRack({
  coin,
  bpc,
  disabled,
  onPick,
}: {
  coin: Coin;
  bpc: number;
  disabled: boolean;
  onPick(cents: number): void;
}) {
  return (
    <fieldset className="flex justify-between gap-1" disabled={disabled} aria-label="Chip values">
      {RACK[coin].map((value, i) => (
        <ChoiceButton
          key={value}
          chosen={bpc === value}
          aria-label={`Chip value ${(value / 100).toFixed(2)} ${coin}`}
          onChoose={() => onPick(value)}
          look={CHIP_LOOK}
        >
          <ChipToken count={[1, 2, 5, 10, 25][i] ?? 1} label={chipLabel(value)} className="size-11" />
        </ChoiceButton>
      ))}
    </fieldset>
  );
}
