import type { SandboxRoundOutcome } from '@casino/contract';

type Draw = Extract<SandboxRoundOutcome, { kind: 'draw' }>;

/** The two sides of a table game: player and dealer, or dragon and tiger. */
const SIDES: Record<string, [string, string]> = {
  'high-card': ['Player', 'Dealer'],
  'dragon-tiger': ['Dragon', 'Tiger'],
};

function Card({ rank, label, suited }: { rank: string | null; label: string; suited: boolean }) {
  return (
    <figure className="flex flex-col items-center gap-2">
      <div className="flex h-28 w-20 items-center justify-center rounded-lg border border-line bg-text text-3xl font-bold text-surface-0 tabular-nums shadow-lg sm:h-36 sm:w-24 sm:text-4xl">
        {rank ?? <span className="size-full rounded-lg bg-surface-2" aria-hidden="true" />}
        {rank && suited && <span className="ml-1 text-lg text-loss">♥</span>}
      </div>
      <figcaption className="text-xs text-text-muted uppercase">{label}</figcaption>
    </figure>
  );
}

/** A card table for high card or dragon tiger: two cards dealt face up from the drawn hand ("K-7"). */
export function CardTable({ variant, draw }: { variant: string; draw: Draw | null }) {
  const [left, right] = SIDES[variant] ?? ['Player', 'Dealer'];
  const [hand = '', suited] = draw?.name.split(' ') ?? [];
  const [a = null, b = null] = hand ? hand.split('-') : [];
  return (
    <div
      role="img"
      aria-label={draw ? `${left} ${a}, ${right} ${b}` : 'Table'}
      className="flex items-center justify-center gap-6 rounded-tile bg-[radial-gradient(circle,#1f6b45,#0f3a26)] p-6 sm:gap-12 sm:p-10"
    >
      <Card rank={a} label={left} suited={suited === 'suited'} />
      <span className="text-sm font-semibold text-text-muted">vs</span>
      <Card rank={b} label={right} suited={suited === 'suited'} />
    </div>
  );
}
