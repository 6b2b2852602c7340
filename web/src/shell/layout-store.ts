import { create } from 'zustand';

const COLLAPSED_KEY = 'sidebar_collapsed';

interface LayoutState {
  collapsed: boolean;
  drawerOpen: boolean;
  toggleCollapsed(): void;
  setDrawer(open: boolean): void;
}

/** Sidebar collapse (remembered on desktop) and the mobile drawer. */
export const useLayout = create<LayoutState>((set, get) => ({
  collapsed: localStorage.getItem(COLLAPSED_KEY) === '1',
  drawerOpen: false,
  toggleCollapsed: () => {
    const collapsed = !get().collapsed;
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
    set({ collapsed });
  },
  setDrawer: (drawerOpen) => set({ drawerOpen }),
}));
