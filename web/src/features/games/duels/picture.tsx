import { duelDrawSchema, duelPlayOutcomeSchema } from '@casino/contract';
import { picture } from '../outcome/picture';
import { DuelOutcome } from './DuelOutcome';

/**
 * Duels's outcome picture and the schemas that read it, apart from descriptor.tsx (which loads it on
 * first use): they weigh, and every page lists the games.
 */
export default picture(DuelOutcome, duelPlayOutcomeSchema, duelDrawSchema);
