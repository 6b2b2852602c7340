import { minesDrawSchema, minesPlayOutcomeSchema } from '@casino/contract';
import { picture } from '../outcome/picture';
import { MinesOutcome } from './MinesOutcome';

/**
 * Mines's outcome picture and the schemas that read it, apart from descriptor.tsx (which loads it on
 * first use): they weigh, and every page lists the games.
 */
export default picture(MinesOutcome, minesPlayOutcomeSchema, minesDrawSchema);
