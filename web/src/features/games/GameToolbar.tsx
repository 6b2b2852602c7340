import { ScrollText, Volume2, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GameInfo } from '../../house-games/catalog';
import { useSound } from './sound';

/** The look of the toolbar's labelled buttons and links (Fairness, Rules). */
export const TOOL_BUTTON =
  'inline-flex h-10 items-center gap-2 rounded-lg border border-line px-3 text-sm font-semibold hover:bg-surface-2';

/**
 * The row under a game's table (DESIGN.md "Game pages"): its name, then its fairness view (a modal
 * or a page, the game's choice), its rules and the sound switch.
 */
export function GameToolbar({ game, fairness }: { game: GameInfo; fairness: ReactNode }) {
  const { muted, toggle } = useSound();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h1 className="mr-auto text-lg font-bold">{game.name}</h1>
      {fairness}
      <Link to={`/casino/${game.slug}/rules`} className={TOOL_BUTTON}>
        <ScrollText size={16} /> Rules
      </Link>
      <button
        type="button"
        onClick={toggle}
        aria-label={muted ? 'Unmute sound' : 'Mute sound'}
        aria-pressed={muted}
        className="grid size-10 place-items-center rounded-lg border border-line hover:bg-surface-2"
      >
        {muted ? <VolumeX size={16} /> : <Volume2 size={16} />}
      </button>
    </div>
  );
}
