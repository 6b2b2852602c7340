import { create } from 'zustand';

const TOKEN_KEY = 'access_token';

interface SessionState {
  token: string | null;
  signIn(token: string): void;
  clear(): void;
}

/** Logged in means a token in local storage (spec §4); everything else about the player comes from the API. */
export const useSession = create<SessionState>((set) => ({
  // Read at import: unit tests import modules that reach this one in Node, where there is no storage.
  token: typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY),
  signIn: (token) => {
    localStorage.setItem(TOKEN_KEY, token);
    set({ token });
  },
  clear: () => {
    localStorage.removeItem(TOKEN_KEY);
    set({ token: null });
  },
}));

export const useLoggedIn = () => useSession((s) => s.token !== null);
