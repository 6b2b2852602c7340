import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleWatch, IDLE_AFTER_MS } from './idle';

describe('an idle tab (spec §4: 300000 ms without input)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const watch = (idleAfterMs?: number) => {
    const onIdle = vi.fn();
    const onResume = vi.fn();
    const idle = createIdleWatch({ ...(idleAfterMs ? { idleAfterMs } : {}), onIdle, onResume });
    return { idle, onIdle, onResume };
  };

  it('is idle once 300000 ms pass without input, not before', () => {
    const { idle, onIdle } = watch();
    vi.advanceTimersByTime(IDLE_AFTER_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    idle.stop();
  });

  it('counts the quiet time from the last input', () => {
    const { idle, onIdle } = watch();
    vi.advanceTimersByTime(200_000);
    idle.input();
    vi.advanceTimersByTime(IDLE_AFTER_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    idle.stop();
  });

  it('resumes at the first input after, once, and can go idle again', () => {
    const { idle, onIdle, onResume } = watch(1_000);
    vi.advanceTimersByTime(1_000);
    idle.input();
    idle.input();
    expect(onResume).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(2);
    idle.stop();
  });

  it('does not resume on input while active', () => {
    const { idle, onResume } = watch(1_000);
    idle.input();
    vi.advanceTimersByTime(500);
    idle.input();
    expect(onResume).not.toHaveBeenCalled();
    idle.stop();
  });

  it('stays quiet once stopped', () => {
    const { idle, onIdle } = watch(1_000);
    idle.stop();
    vi.advanceTimersByTime(5_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
