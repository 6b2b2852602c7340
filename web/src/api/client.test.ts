import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

let api: typeof import('./client').api;
let installApiHandlers: typeof import('./client').installApiHandlers;

beforeAll(async () => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  ({ api, installApiHandlers } = await import('./client'));
});
afterEach(() => vi.useRealTimers());
afterAll(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Runs the call with `answers` as what the network gives, one per try; returns the keys sent. */
async function call(answers: (() => Response)[], init: Parameters<typeof api>[1]) {
  const keys: (string | undefined)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, request: RequestInit) => {
      keys.push((request.headers as Record<string, string>)['idempotency-key']);
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next();
    }),
  );
  vi.useFakeTimers();
  const result = api<{ ok: number }>('/dicing', init).then(
    (data) => ({ data }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return { result: await result, keys };
}

describe('a call that moves coins', () => {
  it('sends an Idempotency-Key and, after a network error, the same key once more', async () => {
    const lost = () => {
      throw new TypeError('Failed to fetch');
    };
    const { result, keys } = await call([lost, () => json(200, { ok: 1 })], {
      method: 'POST',
      movesCoins: true,
    });
    expect(result).toEqual({ data: { ok: 1 } });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('retries a 503 with the same key, and shows maintenance only if the retry fails too', async () => {
    const onMaintenance = vi.fn();
    installApiHandlers({ onUnauthenticated() {}, onBanned() {}, onMaintenance });
    const busy = () => json(503, { message: 'busy', code: 'UNAVAILABLE' });
    const once = await call([busy, () => json(200, { ok: 2 })], { method: 'POST', movesCoins: true });
    expect(once.result).toEqual({ data: { ok: 2 } });
    expect(onMaintenance).not.toHaveBeenCalled();
    const twice = await call([busy, busy], { method: 'POST', movesCoins: true });
    expect(twice.keys[1]).toBe(twice.keys[0]);
    expect((twice.result as { error: { status: number } }).error.status).toBe(503);
    expect(onMaintenance).toHaveBeenCalledOnce();
  });

  it('uses a fresh key per call, and other calls send none and are never repeated', async () => {
    const a = await call([() => json(200, { ok: 1 })], { method: 'POST', movesCoins: true });
    const b = await call([() => json(200, { ok: 1 })], { method: 'POST', movesCoins: true });
    expect(a.keys[0]).not.toBe(b.keys[0]);
    const plain = await call([() => json(503, { message: 'down' })], { method: 'POST' });
    expect(plain.keys).toEqual([undefined]);
  });
});
