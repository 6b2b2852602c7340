import { useId } from 'react';
import { Link } from 'react-router';

export function LogoMark({ size = 32 }: { size?: number }) {
  // Each mark names its own gradient: a shared id resolves to the first mark in the page, and when that
  // one is hidden (the header's on a phone while the drawer is open) the other draws an empty square.
  const gradient = `logo-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1fd17a" />
          <stop offset="1" stopColor="#2ed3a0" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="#1f3347" />
      <path d="M32 10 52 32 32 54 12 32Z" fill={`url(#${gradient})`} />
      <path d="M32 20 43 32 32 44 21 32Z" fill="#1f3347" />
    </svg>
  );
}

/** The brand's name as one word with its second half in the accent colour. */
export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={className}>
      Lucky<span className="text-accent">Lagoon</span>
    </span>
  );
}

export function Logo({ className = 'flex' }: { className?: string }) {
  return (
    <Link
      to="/"
      aria-label="Lucky Lagoon home"
      className={`${className} items-center gap-2 font-extrabold tracking-tight`}
    >
      <LogoMark />
      <Wordmark className="hidden text-lg sm:inline" />
    </Link>
  );
}
