import type { FiatCode } from '@casino/contract';
import { create } from 'zustand';

const KEY = 'defaultFiat';

function stored(): FiatCode | null {
  try {
    return (localStorage.getItem(KEY) as FiatCode | null) ?? null;
  } catch {
    return null;
  }
}

interface FiatChoice {
  /** Spec §3 defaultFiat: the currency prices are shown in; null until the player chose one. */
  defaultFiat: FiatCode | null;
  /** Spec §3 showSelectFiatModal: the Select Fiat dialog is open. */
  showSelectFiatModal: boolean;
  choose(fiat: FiatCode): void;
  open(): void;
  close(): void;
}

/** The player's display currency, kept on this device. */
export const useFiatChoice = create<FiatChoice>((set) => ({
  defaultFiat: stored(),
  showSelectFiatModal: false,
  choose: (fiat) => {
    try {
      localStorage.setItem(KEY, fiat);
    } catch {
      // A private window without storage keeps the choice for this visit only.
    }
    set({ defaultFiat: fiat });
  },
  open: () => set({ showSelectFiatModal: true }),
  close: () => set({ showSelectFiatModal: false }),
}));
