import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { SeedNotSet, suggestedClientSeed, useSeedPrompt, withClientSeed } from './seed-prompt';

const noSeed = () => new ApiError(412, 'CLIENT_SEED_REQUIRED', 'Client seed must be set!');

/** Answers the prompt as soon as a play opens it. */
function answerPrompt(seedSet: boolean) {
  return useSeedPrompt.subscribe((state) => {
    if (state.game) queueMicrotask(() => useSeedPrompt.getState().close(seedSet));
  });
}

describe('withClientSeed', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('asks for a seed on a 412 and then makes the same play once', async () => {
    stop = answerPrompt(true);
    const play = vi.fn().mockRejectedValueOnce(noSeed()).mockResolvedValueOnce('played');
    await expect(withClientSeed('dice', play)).resolves.toBe('played');
    expect(play).toHaveBeenCalledTimes(2);
    expect(useSeedPrompt.getState().game).toBeNull();
  });

  it('plays nothing more when the prompt is cancelled', async () => {
    stop = answerPrompt(false);
    const play = vi.fn().mockRejectedValue(noSeed());
    await expect(withClientSeed('dice', play)).rejects.toBeInstanceOf(SeedNotSet);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('passes any other refusal on without asking', async () => {
    const refusal = new ApiError(403, 'PLAY_RESTRICTED', 'Paused');
    await expect(withClientSeed('dice', () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(useSeedPrompt.getState().game).toBeNull();
  });

  it('suggests 30 random hex characters', () => {
    expect(suggestedClientSeed()).toMatch(/^[0-9a-f]{30}$/);
  });
});
