import type { ReactNode } from 'react';
import { BaccaratOutcome } from '../baccarat/BaccaratOutcome';
import { BlackjackOutcome } from '../blackjack/BlackjackOutcome';
import { CloverOutcome } from '../clovercross/CloverOutcome';
import { CrashOutcome } from '../crash/CrashOutcome';
import { DiceOutcome } from '../dice/DiceOutcome';
import { DuelOutcome } from '../duels/DuelOutcome';
import { KenoOutcome } from '../keno/KenoOutcome';
import { TowerOutcome } from '../latergator/TowerOutcome';
import { LimboOutcome } from '../limbo/LimboOutcome';
import { MinesOutcome } from '../mines/MinesOutcome';
import { PlinkoOutcome } from '../plinko/PlinkoOutcome';
import { RouletteOutcome } from '../roulette/RouletteOutcome';
import { SlotsOutcome } from '../slots/SlotsOutcome';
import { WarOutcome } from '../war/WarOutcome';
import { type OutcomeValues, ValueList } from './parts';

/** Each house game's picture of an outcome, by API name; each lives beside its game's screen. */
const VIEWS: Record<string, (props: { o: OutcomeValues }) => ReactNode> = {
  dicing: DiceOutcome,
  limbo: LimboOutcome,
  roulette: RouletteOutcome,
  plinko: PlinkoOutcome,
  keno: KenoOutcome,
  mines: MinesOutcome,
  tower: TowerOutcome,
  clovercross: CloverOutcome,
  blackjack: BlackjackOutcome,
  baccarat: BaccaratOutcome,
  war: WarOutcome,
  slots: SlotsOutcome,
  crash: CrashOutcome,
  duels: DuelOutcome,
};

/**
 * A play's outcome drawn for people (bet detail page and the verifier): each house game by its own
 * picture, anything unknown as a readable list of its values. `game` is the API name.
 */
export function OutcomeView({ game, outcome }: { game: string; outcome: unknown }) {
  if (!outcome || typeof outcome !== 'object') return <p className="text-text-muted">No outcome recorded.</p>;
  const o = outcome as OutcomeValues;
  const View = Object.hasOwn(VIEWS, game) ? VIEWS[game] : undefined;
  return <div data-testid="outcome-view">{View ? <View o={o} /> : <ValueList values={o} />}</div>;
}
