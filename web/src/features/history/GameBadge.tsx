import {
  Bomb,
  Castle,
  Cherry,
  CircleDot,
  Clover,
  Club,
  Diamond,
  Dices,
  Gem,
  Grid3x3,
  type LucideIcon,
  Rocket,
  Spade,
  Swords,
  Target,
  Triangle,
} from 'lucide-react';

/** A small mark per house game so a busy feed scans by game at a glance (drawn, never fetched). */
const ICONS: Record<string, { icon: LucideIcon; tint: string }> = {
  dicing: { icon: Dices, tint: 'text-sky-300' },
  limbo: { icon: Target, tint: 'text-fuchsia-300' },
  plinko: { icon: Triangle, tint: 'text-pink-300' },
  keno: { icon: Grid3x3, tint: 'text-violet-300' },
  mines: { icon: Bomb, tint: 'text-amber-300' },
  tower: { icon: Castle, tint: 'text-emerald-300' },
  clovercross: { icon: Clover, tint: 'text-lime-300' },
  blackjack: { icon: Spade, tint: 'text-slate-200' },
  roulette: { icon: CircleDot, tint: 'text-rose-300' },
  baccarat: { icon: Club, tint: 'text-teal-300' },
  war: { icon: Diamond, tint: 'text-orange-300' },
  slots: { icon: Cherry, tint: 'text-red-300' },
  crash: { icon: Rocket, tint: 'text-cyan-300' },
  duels: { icon: Swords, tint: 'text-yellow-300' },
};

export function GameBadge({ game, name }: { game: string; name: string }) {
  const { icon: Icon, tint } = ICONS[game] ?? { icon: Gem, tint: 'text-text-muted' };
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className="grid size-7 shrink-0 place-items-center rounded-md bg-surface-2">
        <Icon size={15} className={tint} aria-hidden="true" />
      </span>
      <span className="truncate font-semibold">{name}</span>
    </span>
  );
}
