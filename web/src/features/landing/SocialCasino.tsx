import { Gamepad2, ShieldCheck, Trophy } from 'lucide-react';
import { PLAYABLE_GAMES } from './game-count';
import { PointText } from './PointText';
import { Section } from './Section';

const POINTS = [
  {
    icon: Gamepad2,
    title: `${PLAYABLE_GAMES} games`,
    text: 'Dice, crash, slots, blackjack, roulette and more of our own originals, all in one lobby.',
  },
  {
    icon: ShieldCheck,
    title: 'Provably fair originals',
    text: 'Every result of our house games can be verified with your own seed.',
  },
  {
    icon: Trophy,
    title: 'Real prizes',
    text: 'Redeem Sweeps Coins won in play for prizes once your identity is verified.',
  },
];

/** The '#1 Social Casino' block of spec §2. */
export function SocialCasino() {
  return (
    <Section eyebrow="Why players choose us" title="#1 Social Casino">
      <div className="grid gap-3 md:grid-cols-3 md:gap-4">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <div key={title} className="flex gap-4 rounded-2xl border border-line bg-surface-1 p-5">
            <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent">
              <Icon size={24} aria-hidden />
            </span>
            <div>
              <PointText title={title} text={text} />
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}
