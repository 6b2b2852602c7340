import * as Tabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import { Scale } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLoggedIn } from '../../api/session';
import type { GameInfo } from '../../house-games/catalog';
import { revealAll } from '../../house-games/held-plays';
import { useRecordHouseGame } from '../gamepage';
import { BetHistoryTable } from '../history';
import { FairnessModal } from './FairnessModal';
import { GameToolbar, TOOL_BUTTON } from './GameToolbar';

export interface GameFrameProps {
  game: GameInfo;
  /** The Manual tab: wager and the game's own options, ending with the Play button. */
  panel: ReactNode;
  /** The Auto tab, for games that have one. */
  autoPanel?: ReactNode;
  /** True while auto-play runs: the tabs stay where they are. */
  autoRunning?: boolean;
  stage: ReactNode;
  /** Announced to screen readers when it changes (the last result). */
  announcement?: string;
  /** Games without a seed pair (crash's hash chain) open their own fairness view instead of the seeds modal. */
  onFairness?: () => void;
}

/**
 * Every house game's page (DESIGN.md "Game pages"): the control panel (300 px, left; below the stage
 * under 768 px), the stage, then fairness, rules, sound and the player's own plays of this game.
 */
export function GameFrame({
  game,
  panel,
  autoPanel,
  autoRunning,
  stage,
  announcement,
  onFairness,
}: GameFrameProps) {
  const [fairnessOpen, setFairnessOpen] = useState(false);
  const loggedIn = useLoggedIn();
  useRecordHouseGame(game.slug);
  // Leaving the game ends its animations: whatever they still held back is shown.
  useEffect(() => revealAll, []);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface-1 md:grid md:grid-cols-[300px_1fr]">
        <aside
          className="order-2 flex flex-col gap-3 border-line p-4 md:order-1 md:border-r"
          aria-label={`${game.name} controls`}
        >
          {autoPanel ? (
            <Tabs.Root defaultValue="manual" className="flex flex-col gap-3">
              <Tabs.List className="grid grid-cols-2 rounded-full bg-surface-2 p-1" aria-label="Play mode">
                {['manual', 'auto'].map((mode) => (
                  <Tabs.Trigger
                    key={mode}
                    value={mode}
                    disabled={autoRunning}
                    className="h-9 rounded-full text-sm font-semibold text-text-muted capitalize data-[state=active]:bg-line data-[state=active]:text-text"
                  >
                    {mode}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="manual" className="flex flex-col gap-3">
                {panel}
              </Tabs.Content>
              <Tabs.Content value="auto" className="flex flex-col gap-3">
                {autoPanel}
              </Tabs.Content>
            </Tabs.Root>
          ) : (
            panel
          )}
        </aside>
        {/* min-w-0: a grid column grows to its content's widest line by default, and a long strip of
            recent results (crash keeps the last rounds) widened the stage past the frame, which cut
            off the graph's right side on a desktop with the chat open. */}
        <section
          className="relative order-1 min-h-[340px] min-w-0 md:order-2 md:min-h-[520px]"
          aria-label={`${game.name} table`}
        >
          {stage}
        </section>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <GameToolbar
        game={game}
        fairness={
          <button
            type="button"
            onClick={() => (onFairness ? onFairness() : setFairnessOpen(true))}
            disabled={!loggedIn && !onFairness}
            className={clsx(TOOL_BUTTON, !loggedIn && !onFairness && 'opacity-50')}
          >
            <Scale size={16} /> Fairness
          </button>
        }
      />
      {loggedIn && <BetHistoryTable game={game.api} />}
      {loggedIn && !onFairness && (
        <FairnessModal
          game={game.api}
          slug={game.slug}
          open={fairnessOpen}
          onClose={() => setFairnessOpen(false)}
        />
      )}
    </div>
  );
}
