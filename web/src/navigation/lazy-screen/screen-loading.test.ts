import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderView, loadScreen, SCREEN_LOAD_TEXTS, ScreenLoadError } from './screen-loading';

const never = () => new Promise<never>(() => {});

describe('a lazy screen loads the spec §4 way', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the first try that loads, with no retry', async () => {
    const onRetry = vi.fn();
    await expect(loadScreen(() => Promise.resolve('screen'), onRetry)).resolves.toBe('screen');
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('retries a failed try after 1 s, 2 s and 4 s, then refuses with the error screen', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk missing')));
    const onRetry = vi.fn();
    const loading = loadScreen(load, onRetry);
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenLastCalledWith(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(onRetry).toHaveBeenLastCalledWith(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(4);
    const error = await outcome;
    expect(error).toBeInstanceOf(ScreenLoadError);
    expect((error as Error).message).toBe('Failed to load');
    expect(onRetry).toHaveBeenCalledTimes(3);
  });

  it('gives each try 10 s before it counts as failed', async () => {
    const load = vi.fn(never);
    const onRetry = vi.fn();
    void loadScreen(load, onRetry).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(onRetry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onRetry).toHaveBeenCalledWith(1);
  });

  it('loads on a retry after a try that timed out', async () => {
    let tries = 0;
    const load = () => (++tries === 1 ? never() : Promise.resolve('screen'));
    const loading = loadScreen(load, () => undefined);
    await vi.advanceTimersByTimeAsync(10_000 + 1_000);
    await expect(loading).resolves.toBe('screen');
    expect(tries).toBe(2);
  });

  it('fails after four tries that all time out: 4 × 10 s plus 7 s of waits', async () => {
    const outcome = loadScreen(never, () => undefined).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(46_999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ScreenLoadError);
  });
});

describe('the loader', () => {
  it('shows nothing before 300 ms, then progress that never passes 90 percent', () => {
    expect(loaderView(299, 0).visible).toBe(false);
    expect(loaderView(300, 0)).toEqual({ visible: true, percent: 0, label: SCREEN_LOAD_TEXTS.loading });
    const later = loaderView(2_300, 0).percent;
    expect(later).toBeGreaterThan(0);
    expect(loaderView(5_000, 0).percent).toBeGreaterThan(later);
    expect(loaderView(600_000, 0).percent).toBeLessThanOrEqual(90);
  });

  it("says 'Retrying...' once a try has failed", () => {
    expect(loaderView(1_500, 1).label).toBe('Retrying...');
  });
});
