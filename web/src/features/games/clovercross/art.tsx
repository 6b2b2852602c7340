import { useId } from 'react';
import { RadialGradient } from '../art/Gradient';

/** A four-leaf clover: a lane crossed safely. */
export function CloverArt({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <defs>
        <RadialGradient id={`${id}-l`} at="0.4 0.35" r="0.7" stops="0 #8dffb9, 1 #14a85c" />
      </defs>
      <path d="M32 34 Q36 48 44 58" stroke="#0f7a42" strokeWidth="4" fill="none" strokeLinecap="round" />
      {[0, 90, 180, 270].map((angle) => (
        <g key={angle} transform={`rotate(${angle} 32 30)`}>
          <circle cx="25" cy="21" r="9" fill={`url(#${id}-l)`} />
          <circle cx="39" cy="21" r="9" fill={`url(#${id}-l)`} />
          <path d="M32 30 L32 16" stroke="#0f7a42" strokeWidth="1.5" opacity="0.5" />
        </g>
      ))}
      <circle cx="32" cy="30" r="3" fill="#0f7a42" />
    </svg>
  );
}

/** A sprung trap: steel jaws with teeth, the lane that ends the crossing. */
export function TrapArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <ellipse cx="32" cy="50" rx="26" ry="7" fill="#0b1119" opacity="0.6" />
      <path d="M6 44 Q32 4 58 44 Z" fill="#6b7d91" />
      <path d="M12 44 Q32 14 52 44 Z" fill="#1a2431" />
      {[14, 22, 30, 38, 46].map((x) => (
        <polygon key={x} points={`${x},44 ${x + 3},34 ${x + 6},44`} fill="#dfe7ef" />
      ))}
      <rect x="4" y="43" width="56" height="6" rx="3" fill="#9fb0c3" />
      <circle cx="32" cy="46" r="4" fill="#ff5a6a" />
    </svg>
  );
}

/** The hopper: a round little critter that crosses the lanes. */
export function HopperArt({ className, caught }: { className?: string; caught?: boolean }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <ellipse cx="32" cy="58" rx="16" ry="4" fill="#000" opacity="0.3" />
      <ellipse cx="23" cy="14" rx="5" ry="13" fill="#f4f7fb" transform="rotate(-12 23 14)" />
      <ellipse cx="41" cy="14" rx="5" ry="13" fill="#f4f7fb" transform="rotate(12 41 14)" />
      <ellipse cx="23" cy="15" rx="2.5" ry="9" fill="#ffb3c7" transform="rotate(-12 23 15)" />
      <ellipse cx="41" cy="15" rx="2.5" ry="9" fill="#ffb3c7" transform="rotate(12 41 15)" />
      <circle cx="32" cy="38" r="18" fill="#f4f7fb" />
      <ellipse cx="32" cy="46" rx="10" ry="7" fill="#dde5ee" />
      {caught ? (
        <>
          <path d="M22 31 l6 6 M28 31 l-6 6 M36 31 l6 6 M42 31 l-6 6" stroke="#0e1a24" strokeWidth="2.5" />
          <path d="M27 46 q5 -4 10 0" stroke="#0e1a24" strokeWidth="2" fill="none" />
        </>
      ) : (
        <>
          <circle cx="25" cy="34" r="3.2" fill="#0e1a24" />
          <circle cx="39" cy="34" r="3.2" fill="#0e1a24" />
          <circle cx="26" cy="33" r="1" fill="#fff" />
          <circle cx="40" cy="33" r="1" fill="#fff" />
          <path d="M28 43 q4 4 8 0" stroke="#0e1a24" strokeWidth="2" fill="none" strokeLinecap="round" />
        </>
      )}
      <circle cx="32" cy="40" r="2" fill="#ff7aa0" />
      <circle cx="19" cy="41" r="3" fill="#ffb3c7" opacity="0.6" />
      <circle cx="45" cy="41" r="3" fill="#ffb3c7" opacity="0.6" />
    </svg>
  );
}
