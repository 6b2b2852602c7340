/** How many coins each artwork tier stacks (spec §9: chosen by price, `coins-1` the lowest). */
const STACKS: Record<string, number> = {
  'coins-1': 1,
  'coins-2': 2,
  'coins-3': 3,
  'coins-4': 4,
  'coins-5': 5,
  'coins-6': 6,
  'coins-7': 7,
};

/** A bundle's artwork: a stack of gold coins that grows with the price, drawn here, never fetched. */
export function BundleArt({ image, size = 72 }: { image: string; size?: number }) {
  const coins = STACKS[image] ?? 1;
  const tier = Math.min(coins, 7);
  return (
    <svg width={size} height={size} viewBox="0 0 72 72" aria-hidden="true">
      <defs>
        <radialGradient id={`glow-${tier}`} cx="50%" cy="60%" r="50%">
          <stop offset="0%" stopColor="#f4c542" stopOpacity={0.15 + tier * 0.05} />
          <stop offset="100%" stopColor="#f4c542" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="36" cy="40" r="34" fill={`url(#glow-${tier})`} />
      {Array.from({ length: coins }, (_, i) => {
        const column = i % 3;
        const row = Math.floor(i / 3);
        const x = 36 + (column - 1) * 15 * (coins > 1 ? 1 : 0);
        const y = 52 - row * 14 - (column === 1 ? 4 : 0);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the coins are drawn, never reordered
          <g key={i}>
            <ellipse cx={x} cy={y + 3} rx="13" ry="5" fill="#a67c12" />
            <ellipse cx={x} cy={y} rx="13" ry="5" fill="#f4c542" stroke="#c99a1c" strokeWidth="1.5" />
            <text x={x} y={y + 2.5} textAnchor="middle" fontSize="6.5" fontWeight="800" fill="#7a5a0c">
              G
            </text>
          </g>
        );
      })}
    </svg>
  );
}
