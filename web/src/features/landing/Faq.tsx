import { ChevronDown } from 'lucide-react';
import { Section } from './Section';

/** The five questions of spec §2, with the answers it states. */
const QUESTIONS = [
  {
    q: 'What do I get on my first purchase?',
    a: 'Your first Gold Coin purchase comes with double Gold Coins, plus free Sweeps Coins added to your balance.',
  },
  {
    q: 'Are there promotions after sign-up?',
    a: 'Yes. Claim a daily bonus from your wallet, a free Gold Coin top-up when you run low, and Sweeps Coins by free mail-in entry.',
  },
  {
    q: 'How can I pay?',
    a: 'We accept all major cards (Visa, Mastercard and American Express) as well as Apple Pay.',
  },
  {
    q: 'How do I reach support?',
    a: 'Our support team is available 24/7 via chat, e-mail and phone.',
  },
  {
    q: 'Is it free to play?',
    a: 'Yes. No purchase is necessary: you get free coins when you sign up and every day after.',
  },
];

export function Faq() {
  return (
    <Section id="faq" eyebrow="Questions" title="Frequently Asked Questions">
      <div className="flex flex-col gap-2" data-testid="landing-faq">
        {QUESTIONS.map(({ q, a }) => (
          <details
            key={q}
            className="group rounded-xl border border-line bg-surface-1 open:border-accent/40 open:bg-surface-2"
          >
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-[15px] font-semibold [&::-webkit-details-marker]:hidden">
              {q}
              <ChevronDown
                size={18}
                aria-hidden
                className="shrink-0 text-text-muted transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-4 text-text-muted">{a}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
