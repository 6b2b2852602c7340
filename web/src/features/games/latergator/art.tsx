import { useId } from 'react';
import { LinearGradient, RadialGradient } from '../art/Gradient';

/** A golden egg on a lily pad: a safe tile of the swamp tower. */
export function EggArt({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 64 48" className={className} aria-hidden="true">
      <defs>
        <RadialGradient id={`${id}-e`} at="0.38 0.3" r="0.75" stops="0 #fff7cf, 0.45 #f4c542, 1 #b8860b" />
      </defs>
      <ellipse cx="32" cy="40" rx="26" ry="6" fill="#1e7a4a" />
      <path d="M32 40 L58 38 A26 6 0 0 0 52 35 Z" fill="#0e1a24" opacity="0.5" />
      <ellipse cx="32" cy="24" rx="12" ry="16" fill={`url(#${id}-e)`} />
      <ellipse cx="27" cy="17" rx="3.5" ry="5" fill="#ffffff" opacity="0.55" />
    </svg>
  );
}

/** A gator's open jaws coming out of the water: the tile that ends the climb. */
export function GatorArt({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 64 48" className={className} aria-hidden="true">
      <defs>
        <LinearGradient id={`${id}-g`} stops="0 #5fbf4a, 1 #2c6e2a" />
      </defs>
      <ellipse cx="32" cy="42" rx="28" ry="5" fill="#12324a" />
      {/* upper jaw */}
      <path d="M8 26 Q10 8 34 8 Q54 8 58 16 L56 20 Q34 16 12 28 Z" fill={`url(#${id}-g)`} />
      {/* lower jaw */}
      <path d="M10 30 Q34 24 56 32 Q54 42 30 42 Q12 42 10 30 Z" fill="#2c6e2a" />
      <path d="M12 28 Q34 18 56 22 L56 30 Q34 24 12 30 Z" fill="#ff5a6a" opacity="0.85" />
      {[16, 24, 32, 40, 48].map((x) => (
        <polygon
          key={`t${x}`}
          points={`${x},${19 + (x - 16) / 12} ${x + 3},${25 - (x - 16) / 16} ${x + 6},${19 + (x - 16) / 12}`}
          fill="#ffffff"
        />
      ))}
      {[18, 28, 38, 48].map((x) => (
        <polygon key={`b${x}`} points={`${x},31 ${x + 3},26 ${x + 6},31`} fill="#ffffff" />
      ))}
      <circle cx="22" cy="10" r="5" fill="#5fbf4a" />
      <circle cx="22" cy="10" r="3" fill="#f4c542" />
      <rect x="21" y="7.5" width="2" height="5" rx="1" fill="#0e1a24" />
    </svg>
  );
}
