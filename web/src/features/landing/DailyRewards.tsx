import { Gift, Mail, RefreshCw, Sparkles } from 'lucide-react';
import { PointText } from './PointText';
import { Section } from './Section';

const REWARDS = [
  {
    icon: Gift,
    title: 'Daily Bonus',
    text: 'Free Gold Coins and Sweeps Coins every 24 hours.',
    hue: '#f4c542',
  },
  {
    icon: RefreshCw,
    title: 'Free Top-Up',
    text: 'Running low? Top up your Gold Coins for free.',
    hue: '#2ed3a0',
  },
  {
    icon: Sparkles,
    title: 'Sign-up Coins',
    text: 'Gold Coins and Sweeps Coins the moment you join.',
    hue: '#4cc9f0',
  },
  {
    icon: Mail,
    title: 'Free Mail-in Entry',
    text: 'Sweeps Coins by post, no purchase necessary.',
    hue: '#ff4fa3',
  },
];

/** Daily reward cards: what a player can claim without buying anything, all of it in the product today. */
export function DailyRewards() {
  return (
    <Section eyebrow="Free every day" title="Daily Rewards">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {REWARDS.map(({ icon: Icon, title, text, hue }) => (
          <li
            key={title}
            className="relative overflow-hidden rounded-2xl border border-line bg-surface-1 p-4 md:p-5"
            style={{ backgroundImage: `radial-gradient(120% 80% at 100% 0%, ${hue}33, transparent 60%)` }}
          >
            <span
              className="mb-3 grid size-11 place-items-center rounded-full text-surface-0"
              style={{ background: hue }}
            >
              <Icon size={22} aria-hidden />
            </span>
            <PointText title={title} text={text} small />
          </li>
        ))}
      </ul>
    </Section>
  );
}
