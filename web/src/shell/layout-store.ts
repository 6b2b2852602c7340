import { create } from 'zustand';

const COLLAPSED_KEY = 'sidebar_collapsed';
const CHAT_KEY = 'chat_open';

interface LayoutState {
  collapsed: boolean;
  drawerOpen: boolean;
  chatOpen: boolean;
  toggleCollapsed(): void;
  setDrawer(open: boolean): void;
  toggleChat(): void;
}

/** Sidebar collapse (remembered on desktop), the mobile drawer, and the chat column. */
export const useLayout = create<LayoutState>((set, get) => ({
  collapsed: localStorage.getItem(COLLAPSED_KEY) === '1',
  drawerOpen: false,
  chatOpen: localStorage.getItem(CHAT_KEY) !== '0',
  toggleCollapsed: () => {
    const collapsed = !get().collapsed;
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
    set({ collapsed });
  },
  setDrawer: (drawerOpen) => set({ drawerOpen }),
  toggleChat: () => {
    const chatOpen = !get().chatOpen;
    localStorage.setItem(CHAT_KEY, chatOpen ? '1' : '0');
    set({ chatOpen });
  },
}));
