import { create } from 'zustand';

interface VerificationFlowState {
  /** The vendor's flow being shown embedded, or null. */
  url: string | null;
  open(url: string): void;
  close(): void;
}

/** The one embedded verification flow, opened from settings, the sign-up offer or a result dialog. */
export const useVerificationFlow = create<VerificationFlowState>((set) => ({
  url: null,
  open: (url) => set({ url }),
  close: () => set({ url: null }),
}));
