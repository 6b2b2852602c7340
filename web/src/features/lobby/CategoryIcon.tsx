import {
  CircleDot,
  Clock,
  Club,
  Crown,
  Dices,
  Flame,
  Gamepad2,
  Gem,
  Heart,
  Home,
  LayoutGrid,
  type LucideIcon,
  Spade,
  Sparkles,
  Star,
  Swords,
  Trophy,
  Tv,
  Video,
  Zap,
} from 'lucide-react';

/** The spec's pill icons (§2 'Home pill icons'), by category slug; our own line icons, never fetched. */
const ICONS: Record<string, LucideIcon> = {
  all: LayoutGrid,
  originals: Gem,
  slots: Zap,
  pvp: Swords,
  live: Video,
  'game-shows': Tv,
  'new-releases': Sparkles,
  'table-games': Dices,
  blackjack: Spade,
  roulette: CircleDot,
  baccarat: Club,
  poker: Club,
  favorites: Heart,
  recent: Clock,
  trending: Flame,
  lucky: Star,
  featured: Crown,
  jackpot: Trophy,
  'jackpot-play': Trophy,
  home: Home,
};

export function CategoryIcon({
  slug,
  size = 18,
  className,
}: {
  slug: string;
  size?: number;
  className?: string;
}) {
  const Icon = ICONS[slug] ?? Gamepad2;
  return <Icon size={size} aria-hidden className={className} />;
}
