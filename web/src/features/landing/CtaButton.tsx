import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTab } from '../../navigation/use-tab';
import type { CtaTarget } from './content';

/** A landing call-to-action; every one without a link pushes the current path with ?tab=register. */
export function CtaButton({
  target,
  children,
  className,
  testId,
}: {
  target: CtaTarget;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { open } = useTab();
  const navigate = useNavigate();
  if (target.kind === 'hidden') return null;
  const go = () => {
    if (target.kind === 'register') open('register');
    else if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    else navigate(target.to);
  };
  return (
    <button
      type="button"
      onClick={go}
      data-testid={testId}
      className={clsx(
        'inline-flex h-12 items-center justify-center rounded-xl bg-accent px-7 text-base font-extrabold tracking-wide text-surface-0 shadow-[0_8px_24px_-8px_rgba(31,209,122,0.7)] transition duration-150 hover:-translate-y-0.5 hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:hover:translate-y-0',
        className,
      )}
    >
      {children}
    </button>
  );
}
