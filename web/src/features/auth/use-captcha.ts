import { useRef, useState } from 'react';
import { useSiteConfig } from '../../api/queries';
import type { CaptchaState } from './CaptchaBadge';
import { solveCaptcha } from './captcha';

/** A solution is kept for a submit this long: the server's challenges expire after ten minutes. */
const SOLUTION_KEPT_MS = 8 * 60 * 1000;

/**
 * Gives forms a `captcha` value to send when the site has the captcha on, with its visible state.
 * `prepare` (on the form's first focus) starts the proof of work while the player is still typing, so
 * the submit does not wait for it: on a slow phone the work alone took seconds after the press.
 */
export function useCaptcha() {
  const { data: config } = useSiteConfig();
  const [state, setState] = useState<CaptchaState>('idle');
  const prepared = useRef<{ payload: Promise<string>; at: number } | null>(null);
  const enabled = config?.captcha_enabled ?? true;

  function start(): Promise<string> {
    setState('verifying');
    const payload = solveCaptcha();
    payload.then(
      () => setState('verified'),
      () => setState('failed'),
    );
    return payload;
  }

  function prepare(): void {
    if (!enabled || prepared.current) return;
    const solution = { payload: start(), at: Date.now() };
    // A failed background try is forgotten: the submit solves a new challenge and shows its own error.
    solution.payload.catch(() => {
      if (prepared.current === solution) prepared.current = null;
    });
    prepared.current = solution;
  }

  /** A solution for one submit (each is good once): the prepared one while fresh, else a new one. */
  async function solve(): Promise<string | undefined> {
    if (!enabled) return undefined;
    const ready = prepared.current;
    prepared.current = null;
    if (ready && Date.now() - ready.at < SOLUTION_KEPT_MS) {
      try {
        return await ready.payload;
      } catch {
        // solved anew below
      }
    }
    return start();
  }

  return { enabled, state, prepare, solve };
}
