import type { Bundle } from '@casino/contract';
import { create } from 'zustand';

/** The billing address pay by bank asks for (spec §5). */
export interface Billing {
  address_line1: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

export const EMPTY_BILLING: Billing = { address_line1: '', city: '', state: '', zip: '', phone: '' };

interface OrderState {
  /** The bundle chosen in the bundles view; the order summary shows it. */
  bundle: Bundle | null;
  billing: Billing;
  choose(bundle: Bundle | null): void;
  setBilling(billing: Billing): void;
}

/** The order being put together: it outlives the wallet's views (the URL carries the rest). */
export const useOrder = create<OrderState>((set) => ({
  bundle: null,
  billing: EMPTY_BILLING,
  choose: (bundle) => set({ bundle }),
  setBilling: (billing) => set({ billing }),
}));
