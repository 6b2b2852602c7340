import type { BillingAddress, Bundle } from '@casino/contract';
import { create } from 'zustand';

/** The billing address pay by bank asks for (spec §5), empty until the player types it. */
export const EMPTY_BILLING: BillingAddress = { address_line1: '', city: '', state: '', zip: '', phone: '' };

interface OrderState {
  /** The bundle chosen in the bundles view; the order summary shows it. */
  bundle: Bundle | null;
  billing: BillingAddress;
  choose(bundle: Bundle | null): void;
  setBilling(billing: BillingAddress): void;
}

/** The order being put together: it outlives the wallet's views (the URL carries the rest). */
export const useOrder = create<OrderState>((set) => ({
  bundle: null,
  billing: EMPTY_BILLING,
  choose: (bundle) => set({ bundle }),
  setBilling: (billing) => set({ billing }),
}));
