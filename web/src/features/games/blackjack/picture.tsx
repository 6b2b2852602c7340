import { blackjackDrawSchema, blackjackPlayOutcomeSchema } from '@casino/contract';
import { picture } from '../outcome/picture';
import { BlackjackOutcome } from './BlackjackOutcome';

/**
 * Blackjack's outcome picture and the schemas that read it, apart from descriptor.tsx (which loads it on
 * first use): they weigh, and every page lists the games.
 */
export default picture(BlackjackOutcome, blackjackPlayOutcomeSchema, blackjackDrawSchema);
