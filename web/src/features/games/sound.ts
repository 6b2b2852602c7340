import { create } from 'zustand';

const MUTED_KEY = 'sound-muted';

/** Spec §4: the muted flag lives in local storage. */
export const useSound = create<{ muted: boolean; toggle(): void }>((set, get) => ({
  muted: localStorage.getItem(MUTED_KEY) === 'true',
  toggle: () => {
    const muted = !get().muted;
    localStorage.setItem(MUTED_KEY, String(muted));
    set({ muted });
  },
}));

let context: AudioContext | null = null;

/**
 * Short synthesized cues (no audio files to fetch): a tick for actions, a rising pair for wins, a low
 * tone for losses. Silent while muted or before the player has interacted with the page.
 */
export function playCue(cue: 'tick' | 'win' | 'loss'): void {
  if (useSound.getState().muted || typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const notes = cue === 'win' ? [660, 990] : cue === 'loss' ? [180] : [440];
  notes.forEach((frequency, i) => {
    const ctx = context as AudioContext;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    const start = ctx.currentTime + i * 0.09;
    oscillator.frequency.value = frequency;
    oscillator.type = cue === 'loss' ? 'sawtooth' : 'sine';
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.08, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.16);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.18);
  });
}
