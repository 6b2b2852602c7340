import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

/** How an option looks: always, when it is the chosen one, and otherwise. */
export interface ChoiceLook {
  base: string;
  chosen: string;
  other: string;
}

export interface ChoiceButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'className' | 'role'> {
  chosen: boolean;
  onChoose(): void;
  /** A tab of a tablist tells it is chosen by `aria-selected`; a toggle among others by `aria-pressed`. */
  tab?: boolean;
  look: ChoiceLook;
}

/**
 * One option in a row of options (a queue status, a wallet page, a coin, a break length): pressing it
 * chooses it, and the chosen one looks chosen and says so to assistive technology.
 */
export function ChoiceButton({ chosen, onChoose, tab = false, look, ...rest }: ChoiceButtonProps) {
  return (
    <button
      type="button"
      {...(tab ? { role: 'tab', 'aria-selected': chosen } : { 'aria-pressed': chosen })}
      onClick={onChoose}
      className={clsx(look.base, chosen ? look.chosen : look.other)}
      {...rest}
    />
  );
}
