import { COINS, type Coin } from '@casino/contract';
import clsx from 'clsx';
import { ChoiceButton, type ChoiceLook } from '../../ui/ChoiceButton';
import { CoinIcon } from '../../ui/CoinIcon';

/** A coin's option: gold or green when chosen, as in the balance pill. */
const look = (coin: Coin, tall: boolean): ChoiceLook => ({
  base: clsx(
    'flex flex-1 items-center justify-center gap-1.5 rounded-md px-2.5 text-xs font-bold transition-colors disabled:cursor-not-allowed',
    tall ? 'h-10' : 'h-8',
  ),
  chosen: coin === 'GC' ? 'bg-gc text-surface-0' : 'bg-sc text-surface-0',
  other: 'text-text-muted hover:text-text',
});

/**
 * GC or SC for this game: before Play it chooses the coin, while the game is open it relaunches the game
 * in the other coin. `tall` is the 40 px touch target beside the Play button; the frame's bars use 32 px.
 */
export function CoinSwitch({
  coin,
  onChoose,
  disabled = false,
  tall = false,
  testId,
}: {
  coin: Coin;
  onChoose(coin: Coin): void;
  disabled?: boolean;
  tall?: boolean;
  testId: string;
}) {
  return (
    <fieldset
      aria-label="Coin to play this game with"
      data-testid={testId}
      className="flex shrink-0 gap-0.5 rounded-lg border border-line bg-surface-2 p-1"
    >
      {COINS.map((option) => (
        <ChoiceButton
          key={option}
          chosen={coin === option}
          disabled={disabled}
          onChoose={() => option !== coin && onChoose(option)}
          look={look(option, tall)}
        >
          <CoinIcon coin={option} size={14} />
          {option}
        </ChoiceButton>
      ))}
    </fieldset>
  );
}
