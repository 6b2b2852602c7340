import { plinkoPlayOutcomeSchema } from '@casino/contract';
import { picture } from '../outcome/picture';
import { PlinkoOutcome } from './PlinkoOutcome';

/**
 * Plinko's outcome picture and the schemas that read it, apart from descriptor.tsx (which loads it on
 * first use): they weigh, and every page lists the games.
 */
export default picture(PlinkoOutcome, plinkoPlayOutcomeSchema);
