import type { Coin } from '@casino/contract';

/** Gold Coins are gold with a G, Sweeps Coins green with an S; drawn here, never fetched. */
export function CoinIcon({ coin, size = 18 }: { coin: Coin; size?: number }) {
  const fill = coin === 'GC' ? '#f4c542' : '#2ed3a0';
  const rim = coin === 'GC' ? '#c99a1c' : '#1a9f77';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role="img"
      aria-label={coin === 'GC' ? 'Gold Coins' : 'Sweeps Coins'}
    >
      <circle cx="12" cy="12" r="11" fill={rim} />
      <circle cx="12" cy="12" r="8.5" fill={fill} />
      <text
        x="12"
        y="16.2"
        textAnchor="middle"
        fontSize="11"
        fontWeight="800"
        fill="#0e1a24"
        fontFamily="Inter Variable, sans-serif"
      >
        {coin === 'GC' ? 'G' : 'S'}
      </text>
    </svg>
  );
}
