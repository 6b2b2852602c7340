import type { Balance, Coin, GameSession } from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LauncherPorts } from './launcher';

let api: typeof import('../../api/client').api;
let createGameLauncher: typeof import('./launcher').createGameLauncher;

beforeAll(async () => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem() {}, removeItem() {} });
  ({ api } = await import('../../api/client'));
  ({ createGameLauncher } = await import('./launcher'));
});
afterAll(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const session = (coin: Coin): GameSession => ({
  url: `/provider-sandbox/play?token=${coin}`,
  coin,
  expires_at: '2026-11-27T05:00:00.000Z',
});

const balance = (mode: Coin): Balance => ({
  game_mode: mode,
  balance: '10.00',
  gc: '10.00',
  sc: { total: '5.00', unplayed: '5.00', redeemable: '0.00' },
});

interface Call {
  path: string;
  body: unknown;
}

/**
 * The network as `answer` says, through the app's own API client; `player` is the game mode the
 * balance pill shows, which a coin switch's answer changes.
 */
function setUp(answer: (call: Call) => Response | Promise<Response>, width = 1440) {
  const calls: Call[] = [];
  const player = { mode: 'GC' as Coin, locationChecks: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, request: RequestInit) => {
      const call = { path: url.replace(/^\/api/, ''), body: JSON.parse(String(request.body)) };
      calls.push(call);
      return answer(call);
    }),
  );
  const ports: LauncherPorts = {
    request: (path, init) => api(path, init),
    gameMode: () => player.mode,
    gameModeSwitched: (b) => {
      player.mode = b.game_mode;
    },
    checkLocation: async () => {
      player.locationChecks++;
    },
    viewportWidth: () => width,
  };
  const launcher = createGameLauncher(ports, { software: 'hub88', gameId: 42 });
  return { launcher, calls, player };
}

/** A server that switches coins and opens sessions in whatever coin is asked. */
const opens = ({ path, body }: Call) =>
  path === '/user/balance'
    ? json(200, balance((body as { game_mode: Coin }).game_mode))
    : json(200, session((body as { currencyType: Coin }).currencyType));

describe('launching a game from its page', () => {
  it('opens a session in the coin being played, on the web channel from 768 px', async () => {
    const { launcher, calls } = setUp(opens);
    const launched = launcher.getState().play('GC');
    expect(launcher.getState().phase).toBe('launching');
    await launched;
    expect(calls).toEqual([
      {
        path: '/games/hub88/session',
        body: { channel: 'web', gameId: 42, gameMode: 'real', currencyType: 'GC' },
      },
    ]);
    expect(launcher.getState()).toMatchObject({ phase: 'playing', coin: 'GC', session: session('GC') });
    expect(launcher.getState().frameReady).toBe(false);
    launcher.getState().frameLoaded();
    expect(launcher.getState().frameReady).toBe(true);
  });

  it('tells the provider a phone is playing under 768 px', async () => {
    const { launcher, calls } = setUp(opens, 375);
    await launcher.getState().play('GC');
    expect(calls[0]?.body).toMatchObject({ channel: 'mobile' });
  });

  it("shows the server's refusal, and tries again in the same coin", async () => {
    let refuse = true;
    const { launcher, calls } = setUp((call) =>
      refuse
        ? json(403, { message: 'Not available in your region', code: 'REGION_NOT_AVAILABLE' })
        : opens(call),
    );
    await launcher.getState().play('GC');
    expect(launcher.getState()).toMatchObject({
      phase: 'failed',
      error: { message: 'Not available in your region', code: 'REGION_NOT_AVAILABLE' },
      session: null,
    });
    refuse = false;
    await launcher.getState().retry();
    expect(launcher.getState()).toMatchObject({ phase: 'playing', coin: 'GC', error: null });
    expect(calls.map((c) => c.path)).toEqual(['/games/hub88/session', '/games/hub88/session']);
  });

  it('shows the general text when no answer comes', async () => {
    const { launcher } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    await launcher.getState().play('GC');
    expect(launcher.getState().error?.code).toBe('NETWORK_ERROR');
  });

  it('closes back to the page, and an answer arriving after Close opens nothing', async () => {
    let release: (r: Response) => void = () => {};
    const { launcher } = setUp(() => new Promise((resolve) => (release = resolve)));
    const launched = launcher.getState().play('GC');
    launcher.getState().close();
    release(json(200, session('GC')));
    await launched;
    expect(launcher.getState()).toMatchObject({ phase: 'idle', session: null });
  });
});

describe("the game's coin switch", () => {
  it('switches the game mode to SC, checks the location, then opens a new SC session', async () => {
    const { launcher, calls, player } = setUp(opens);
    await launcher.getState().play('GC');
    launcher.getState().frameLoaded();
    const switched = launcher.getState().play('SC');
    expect(launcher.getState()).toMatchObject({ phase: 'launching', coin: 'SC', session: null });
    await switched;
    expect(calls.slice(1)).toEqual([
      { path: '/user/balance', body: { game_mode: 'SC' } },
      {
        path: '/games/hub88/session',
        body: { channel: 'web', gameId: 42, gameMode: 'real', currencyType: 'SC' },
      },
    ]);
    expect(player).toEqual({ mode: 'SC', locationChecks: 1 });
    expect(launcher.getState()).toMatchObject({ phase: 'playing', coin: 'SC', session: session('SC') });
    // The new session's page loads afresh under the skeleton.
    expect(launcher.getState().frameReady).toBe(false);
  });

  it('keeps only the latest coin when an earlier answer arrives late', async () => {
    const pending: ((r: Response) => void)[] = [];
    const { launcher } = setUp((call) =>
      call.path === '/user/balance' ? opens(call) : new Promise((resolve) => pending.push(resolve)),
    );
    const first = launcher.getState().play('SC');
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    const second = launcher.getState().play('GC');
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[1]?.(json(200, session('GC')));
    await second;
    pending[0]?.(json(200, session('SC')));
    await first;
    expect(launcher.getState()).toMatchObject({ phase: 'playing', coin: 'GC', session: session('GC') });
  });

  it("follows the balance pill's coin while the game is open, and not while it is closed", async () => {
    const { launcher, calls, player } = setUp(opens);
    launcher.getState().followGameMode('SC');
    expect(calls).toHaveLength(0);

    await launcher.getState().play('GC');
    player.mode = 'SC'; // the pill switched it
    launcher.getState().followGameMode('SC');
    await vi.waitFor(() => expect(launcher.getState().phase).toBe('playing'));
    expect(calls.map((c) => c.path)).toEqual(['/games/hub88/session', '/games/hub88/session']);
    expect(launcher.getState().coin).toBe('SC');

    launcher.getState().followGameMode('SC');
    expect(calls).toHaveLength(2);
  });
});
