import { Crown, Gem, PartyPopper, UserRoundCheck } from 'lucide-react';
import { PointText } from './PointText';
import { Section } from './Section';

const PERKS = [
  { icon: UserRoundCheck, title: 'VIP manager', text: 'A dedicated host who knows your game.' },
  { icon: Gem, title: 'Tailored rewards', text: 'Bonuses shaped around how you like to play.' },
  { icon: Crown, title: 'Exclusive bonuses', text: 'Offers you will not find anywhere else.' },
  { icon: PartyPopper, title: 'Invitation-only events', text: 'Private drops and experiences.' },
];

/** Spec §2 'bigger rewards': the VIP pitch. */
export function BiggerRewards() {
  return (
    <Section eyebrow="VIP club" title="Bigger Rewards for Bigger Players">
      <div className="relative overflow-hidden rounded-3xl border border-gc/30 bg-gradient-to-br from-[#2a2410] via-surface-1 to-surface-1 p-5 md:p-8">
        <Crown
          aria-hidden
          strokeWidth={1}
          className="pointer-events-none absolute -top-6 -right-6 size-48 rotate-12 text-gc/10"
        />
        <ul className="relative grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-4">
          {PERKS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-surface-0/60 p-5">
              <Icon size={26} className="mb-3 text-gc" aria-hidden />
              <PointText title={title} text={text} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
