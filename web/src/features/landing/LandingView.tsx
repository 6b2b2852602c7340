import { BiggerRewards } from './BiggerRewards';
import type { LandingContent } from './content';
import { DailyRewards } from './DailyRewards';
import { Faq } from './Faq';
import { FreeCoins } from './FreeCoins';
import { GameCarousel } from './GameCarousel';
import { PLAYABLE_GAMES } from './game-count';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { LandingHero } from './LandingHero';
import { Payments } from './Payments';
import { SocialCasino } from './SocialCasino';

/** The marketing landing of spec §2, in its order; home, partner and dynamic landings differ only in content. */
export function LandingView({ content }: { content: LandingContent }) {
  return (
    <div className="relative" data-testid="landing">
      <LandingHeader />
      <LandingHero content={content} />
      <SocialCasino />
      <DailyRewards />
      <GameCarousel eyebrow="Provably fair originals" title={`${PLAYABLE_GAMES} Games`} perView={8} />
      <GameCarousel eyebrow="Big wins every day" title="Winners Play Here" perView={7} reverse />
      <Payments />
      <BiggerRewards />
      <Faq />
      <FreeCoins content={content} />
      <LandingFooter />
    </div>
  );
}
