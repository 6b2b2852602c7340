import { useId } from 'react';
import { LinearGradient, RadialGradient } from '../art/Gradient';

/** A faceted emerald: the safe tile. Drawn here (DESIGN.md "Artwork"), nothing fetched. */
export function GemArt({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <defs>
        <LinearGradient id={`${id}-g`} direction="diagonal" stops="0 #7dffc0, 0.55 #1fd17a, 1 #0b8a4c" />
      </defs>
      <polygon points="32,58 4,24 16,8 48,8 60,24" fill={`url(#${id}-g)`} />
      <polygon points="16,8 24,24 4,24" fill="#b4ffd9" opacity="0.7" />
      <polygon points="48,8 40,24 60,24" fill="#0d9e57" opacity="0.8" />
      <polygon points="24,24 40,24 32,58" fill="#16b968" />
      <polygon points="16,8 48,8 40,24 24,24" fill="#5cf5a8" />
      <polygon points="4,24 24,24 32,58" fill="#2be08a" opacity="0.9" />
      <polygon points="20,11 28,11 24,19" fill="#ffffff" opacity="0.55" />
    </svg>
  );
}

/** A round mine with a lit fuse: the tile that ends the game. */
export function MineArt({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <defs>
        <RadialGradient id={`${id}-b`} at="0.38 0.35" r="0.7" stops="0 #5b6b80, 0.6 #232f3e, 1 #0b1119" />
        <RadialGradient id={`${id}-f`} at="0.5 0.5" r="0.5" stops="0 #fff6c2, 0.45 #ffb020, 1 #ff5a6a 0" />
      </defs>
      {[0, 45, 90, 135].map((angle) => (
        <rect
          key={angle}
          x="29"
          y="8"
          width="6"
          height="48"
          rx="3"
          fill="#1a2431"
          transform={`rotate(${angle} 32 34)`}
        />
      ))}
      <circle cx="32" cy="34" r="18" fill={`url(#${id}-b)`} />
      <circle cx="25" cy="27" r="5" fill="#ffffff" opacity="0.25" />
      <path d="M40 18 q6 -8 12 -6" stroke="#c9a36b" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="53" cy="11" r="8" fill={`url(#${id}-f)`} />
      <circle cx="32" cy="34" r="4" fill="#ff5a6a" />
    </svg>
  );
}
