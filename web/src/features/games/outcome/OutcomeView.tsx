import {
  baccaratDrawSchema,
  baccaratPlayOutcomeSchema,
  blackjackDrawSchema,
  blackjackPlayOutcomeSchema,
  cloverDrawSchema,
  cloverPlayOutcomeSchema,
  crashDrawSchema,
  crashPlayOutcomeSchema,
  diceDrawSchema,
  dicePlayOutcomeSchema,
  duelDrawSchema,
  duelPlayOutcomeSchema,
  kenoDrawSchema,
  kenoPlayOutcomeSchema,
  limboDrawSchema,
  limboPlayOutcomeSchema,
  minesDrawSchema,
  minesPlayOutcomeSchema,
  plinkoPlayOutcomeSchema,
  rouletteDrawSchema,
  roulettePlayOutcomeSchema,
  slotsPlayOutcomeSchema,
  towerDrawSchema,
  towerPlayOutcomeSchema,
  warPlayOutcomeSchema,
} from '@casino/contract';
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
import { ValueList } from './parts';

/** What a contract schema offers here: a parse that says whether an outcome has its shape. */
interface Shape<Outcome> {
  safeParse(outcome: unknown): { success: true; data: Outcome } | { success: false };
}

/** A game's picture fed by its schemas: the outcome as the first that fits reads it, or null when none does. */
type Picture = (outcome: unknown) => ReactNode | null;

/**
 * Tries the play's outcome first (the bet detail page), then its draw (the verifier, which knows only
 * the seeds), so nothing of a full outcome is dropped.
 */
function picture<Outcome>(
  View: (props: { o: Outcome }) => ReactNode,
  ...shapes: Shape<NoInfer<Outcome>>[]
): Picture {
  return (outcome) => {
    for (const shape of shapes) {
      const parsed = shape.safeParse(outcome);
      if (parsed.success) return <View o={parsed.data} />;
    }
    return null;
  };
}

/** Each house game's picture of an outcome, by API name; each lives beside its game's screen. */
const PICTURES: Record<string, Picture> = {
  dicing: picture(DiceOutcome, dicePlayOutcomeSchema, diceDrawSchema),
  limbo: picture(LimboOutcome, limboPlayOutcomeSchema, limboDrawSchema),
  roulette: picture(RouletteOutcome, roulettePlayOutcomeSchema, rouletteDrawSchema),
  plinko: picture(PlinkoOutcome, plinkoPlayOutcomeSchema),
  keno: picture(KenoOutcome, kenoPlayOutcomeSchema, kenoDrawSchema),
  mines: picture(MinesOutcome, minesPlayOutcomeSchema, minesDrawSchema),
  tower: picture(TowerOutcome, towerPlayOutcomeSchema, towerDrawSchema),
  clovercross: picture(CloverOutcome, cloverPlayOutcomeSchema, cloverDrawSchema),
  blackjack: picture(BlackjackOutcome, blackjackPlayOutcomeSchema, blackjackDrawSchema),
  baccarat: picture(BaccaratOutcome, baccaratPlayOutcomeSchema, baccaratDrawSchema),
  war: picture(WarOutcome, warPlayOutcomeSchema),
  slots: picture(SlotsOutcome, slotsPlayOutcomeSchema),
  crash: picture(CrashOutcome, crashPlayOutcomeSchema, crashDrawSchema),
  duels: picture(DuelOutcome, duelPlayOutcomeSchema, duelDrawSchema),
};

/**
 * A play's outcome drawn for people (bet detail page and the verifier): each house game by its own
 * picture, anything else (an unknown game, a shape its game does not know) as a readable list of its
 * values. `game` is the API name.
 */
export function OutcomeView({ game, outcome }: { game: string; outcome: unknown }) {
  if (!outcome || typeof outcome !== 'object') return <p className="text-text-muted">No outcome recorded.</p>;
  const drawn = Object.hasOwn(PICTURES, game) ? PICTURES[game]?.(outcome) : null;
  return (
    <div data-testid="outcome-view">{drawn ?? <ValueList values={outcome as Record<string, unknown>} />}</div>
  );
}
