import { towerDrawSchema, towerPlayOutcomeSchema } from '@casino/contract';
import { picture } from '../outcome/picture';
import { TowerOutcome } from './TowerOutcome';

/**
 * Tower's outcome picture and the schemas that read it, apart from descriptor.tsx (which loads it on
 * first use): they weigh, and every page lists the games.
 */
export default picture(TowerOutcome, towerPlayOutcomeSchema, towerDrawSchema);
