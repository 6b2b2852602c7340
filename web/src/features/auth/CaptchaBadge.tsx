import clsx from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { Spinner } from '../../ui/Spinner';

export type CaptchaState = 'idle' | 'verifying' | 'verified' | 'failed';

/** The visible part of the self-hosted captcha: the proof of work runs in the background from the form's first focus. */
export function CaptchaBadge({ state }: { state: CaptchaState }) {
  return (
    <div
      className={clsx(
        'flex items-center gap-2 rounded-lg border px-3 py-2 text-xs',
        state === 'failed' ? 'border-loss/40 text-loss' : 'border-line text-text-muted',
      )}
    >
      {state === 'verifying' ? (
        <Spinner />
      ) : (
        <ShieldCheck size={16} className={state === 'verified' ? 'text-accent' : ''} />
      )}
      <span>
        {state === 'verifying'
          ? 'Verifying you are human…'
          : state === 'verified'
            ? 'Verified'
            : state === 'failed'
              ? 'Verification failed. Please try again.'
              : 'Protected by a privacy-friendly captcha (ALTCHA)'}
      </span>
    </div>
  );
}
