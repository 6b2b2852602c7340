import { useState } from 'react';
import { useSiteConfig } from '../../api/queries';
import type { CaptchaState } from './CaptchaBadge';
import { solveCaptcha } from './captcha';

/** Gives forms a `captcha` value to send when the site has the captcha on, with its visible state. */
export function useCaptcha() {
  const { data: config } = useSiteConfig();
  const [state, setState] = useState<CaptchaState>('idle');
  const enabled = config?.captcha_enabled ?? true;

  async function solve(): Promise<string | undefined> {
    if (!enabled) return undefined;
    setState('verifying');
    try {
      const payload = await solveCaptcha();
      setState('verified');
      return payload;
    } catch (error) {
      setState('failed');
      throw error;
    }
  }

  return { enabled, state, solve };
}
