import {
  type Balance,
  type Coin,
  ERROR_TEXTS,
  type GameSession,
  type GameSessionRequest,
} from '@casino/contract';
import { createStore } from 'zustand/vanilla';
import { ApiError } from '../../api/errors';

/** Narrower than this a game opens full screen and its provider is told the player is on a phone. */
export const PHONE_BELOW_PX = 768;

export const channelFor = (viewportWidth: number): GameSessionRequest['channel'] =>
  viewportWidth < PHONE_BELOW_PX ? 'mobile' : 'web';

/** What launching needs from outside: the API, the player's game mode, the SC location check, the viewport. */
export interface LauncherPorts {
  request<T>(path: string, init: { method: 'POST'; body: unknown }): Promise<T>;
  /** The coin the player plays with now (the balance pill's), unknown while the account loads. */
  gameMode(): Coin | undefined;
  /** A coin switch's answer, for the balance pill and everything else that shows the balance. */
  gameModeSwitched(balance: Balance): void;
  /** Before a Sweeps Coins launch: a fresh location check, as before any SC play. */
  checkLocation(): Promise<void>;
  viewportWidth(): number;
}

/** The third-party game being launched: its software (the session route's segment) and catalog id. */
export interface LaunchedGame {
  software: string;
  gameId: number;
}

export type LaunchPhase = 'idle' | 'launching' | 'playing' | 'failed';

export interface LauncherState {
  phase: LaunchPhase;
  /** The coin asked for (launching or failed) or being played. */
  coin: Coin | null;
  session: GameSession | null;
  /** The game's own page has loaded in the frame: until then a skeleton covers it. */
  frameReady: boolean;
  /** The server's words when the launch was refused ('Not available in your region', a break…). */
  error: { message: string; code: string | number } | null;
  play(coin: Coin): Promise<void>;
  retry(): Promise<void>;
  frameLoaded(): void;
  close(): void;
  /** The balance pill switched coin while the game was open: the game follows in a new session. */
  followGameMode(mode: Coin): void;
}

/**
 * A game's launch on its page: play in a coin (switching the player's game mode first, so the balance
 * pill shows the coin being played), switch coin (a new session), retry, close. Only the latest launch's
 * answer counts: a slow answer for the coin the player just left never replaces the one they chose.
 */
export function createGameLauncher(ports: LauncherPorts, game: LaunchedGame) {
  let attempt = 0;
  return createStore<LauncherState>()((set, get) => ({
    phase: 'idle',
    coin: null,
    session: null,
    frameReady: false,
    error: null,
    play: async (coin) => {
      const mine = ++attempt;
      set({ phase: 'launching', coin, session: null, frameReady: false, error: null });
      try {
        const session = await openGameSession(ports, game, coin);
        if (mine === attempt) set({ phase: 'playing', session, coin: session.coin });
      } catch (error) {
        if (mine === attempt) set({ phase: 'failed', error: refusal(error) });
      }
    },
    retry: async () => {
      const { coin } = get();
      if (coin) await get().play(coin);
    },
    frameLoaded: () => set({ frameReady: true }),
    close: () => {
      attempt++;
      set({ phase: 'idle', session: null, frameReady: false, error: null });
    },
    followGameMode: (mode) => {
      const { phase, coin } = get();
      if ((phase === 'playing' || phase === 'failed') && coin !== mode) void get().play(mode);
    },
  }));
}

export type GameLauncher = ReturnType<typeof createGameLauncher>;

/** `POST /api/games/{software}/session` in `coin`, after making it the player's game mode. */
async function openGameSession(ports: LauncherPorts, game: LaunchedGame, coin: Coin): Promise<GameSession> {
  if (ports.gameMode() !== coin) {
    const body = { game_mode: coin };
    ports.gameModeSwitched(await ports.request<Balance>('/user/balance', { method: 'POST', body }));
  }
  // A failed check is the server's to explain: its gate answers with the location text.
  if (coin === 'SC') await ports.checkLocation().catch(() => undefined);
  const body: GameSessionRequest = {
    channel: channelFor(ports.viewportWidth()),
    gameId: game.gameId,
    gameMode: 'real',
    currencyType: coin,
  };
  return ports.request<GameSession>(`/games/${encodeURIComponent(game.software)}/session`, {
    method: 'POST',
    body,
  });
}

function refusal(error: unknown): NonNullable<LauncherState['error']> {
  if (error instanceof ApiError) return { message: error.message, code: error.code };
  return { message: ERROR_TEXTS.fallback, code: 'UNKNOWN_ERROR' };
}
