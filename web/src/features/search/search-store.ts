import { create } from 'zustand';

/** Whether the game search overlay is open (header and mobile bar Search, spec §2 Shell). */
export const useSearchOverlay = create<{ open: boolean; setOpen(open: boolean): void }>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
