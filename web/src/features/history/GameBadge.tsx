import { Gem } from 'lucide-react';
import { gameByApi } from '../../house-games/catalog';

/** A game we do not know (a provider's, a retired one) gets a plain mark. */
const UNKNOWN = { icon: Gem, tint: 'text-text-muted' };

/**
 * A small mark per house game (its descriptor's badge) so a busy feed scans by game; `game` is the API name.
 * Its width is bounded, so a studio's long title ("Emerald Bandits Dream Drop") ends in an ellipsis instead
 * of widening a table past a phone's screen (a table cell sizes to its content).
 */
export function GameBadge({ game, name }: { game: string; name: string }) {
  const { icon: Icon, tint } = gameByApi(game)?.badge ?? UNKNOWN;
  return (
    <span className="flex min-w-0 max-w-40 items-center gap-2 sm:max-w-60" title={name}>
      <span className="grid size-7 shrink-0 place-items-center rounded-md bg-surface-2">
        <Icon size={15} className={tint} aria-hidden="true" />
      </span>
      <span className="truncate font-semibold">{name}</span>
    </span>
  );
}
