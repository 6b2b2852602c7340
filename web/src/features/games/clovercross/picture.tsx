import { cloverDrawSchema, cloverPlayOutcomeSchema } from '@casino/contract';
import { picture } from '../outcome/picture';
import { CloverOutcome } from './CloverOutcome';

/**
 * Clover Cross's outcome picture and the schemas that read it, apart from descriptor.tsx (which loads it on
 * first use): they weigh, and every page lists the games.
 */
export default picture(CloverOutcome, cloverPlayOutcomeSchema, cloverDrawSchema);
