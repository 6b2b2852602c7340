import { DEFAULT_CHAT_ROOM } from '@casino/contract';
import { create } from 'zustand';

const ROOM_KEY = 'chat_room';
const COLLAPSED_KEY = 'chat_collapsed';
const DRAFT_KEY = 'chat_draft';

interface ChatState {
  /** Spec §4: the room defaults to 'lobby'; the player's choice is remembered. */
  room: string;
  /** The desktop column folded away (remembered). */
  collapsed: boolean;
  /** What the player was writing, per room, kept across pages and reloads. */
  drafts: Record<string, string>;
  /** Messages that arrived while the player could not see them (column folded, or scrolled up). */
  unread: number;
  setRoom(room: string): void;
  /** Spec §4: leaving a room returns to the lobby. */
  leaveRoom(): void;
  toggleCollapsed(): void;
  setDraft(room: string, text: string): void;
  addUnread(): void;
  clearUnread(): void;
}

function readDrafts(): Record<string, string> {
  try {
    const drafts = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}');
    return typeof drafts === 'object' && drafts !== null ? drafts : {};
  } catch {
    return {};
  }
}

export const useChat = create<ChatState>((set, get) => ({
  room: localStorage.getItem(ROOM_KEY) ?? DEFAULT_CHAT_ROOM,
  collapsed: localStorage.getItem(COLLAPSED_KEY) === '1',
  drafts: readDrafts(),
  unread: 0,
  setRoom: (room) => {
    localStorage.setItem(ROOM_KEY, room);
    set({ room, unread: 0 });
  },
  leaveRoom: () => get().setRoom(DEFAULT_CHAT_ROOM),
  toggleCollapsed: () => {
    const collapsed = !get().collapsed;
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
    set({ collapsed, ...(collapsed ? {} : { unread: 0 }) });
  },
  setDraft: (room, text) => {
    const drafts = { ...get().drafts, [room]: text };
    if (!text) delete drafts[room];
    localStorage.setItem(DRAFT_KEY, JSON.stringify(drafts));
    set({ drafts });
  },
  addUnread: () => set({ unread: get().unread + 1 }),
  clearUnread: () => set({ unread: 0 }),
}));
