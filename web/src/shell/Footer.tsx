import { EXCLUDED_STATES, US_STATES } from '@casino/contract';
import { comingSoon } from './coming-soon';

const LINKS = [
  ['Privacy Policy', '/privacy-policy'],
  ['Sweeps Rules', '/sweep-rules'],
  ['Responsible Gaming', '/responsible-gaming'],
  ['Customer Acceptance Policy', '/customer-acceptance-policy'],
] as const;

export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-surface-1 px-4 py-8 pb-24 text-sm text-text-muted md:pb-8">
      <div className="mx-auto flex max-w-[1440px] flex-col gap-4">
        <nav className="flex flex-wrap gap-x-6 gap-y-2">
          {LINKS.map(([label]) => (
            <button key={label} type="button" onClick={() => comingSoon(label)} className="hover:text-text">
              {label}
            </button>
          ))}
        </nav>
        <p>
          <b className="text-text">18+ · No purchase necessary.</b> Void where prohibited. Sweeps Coins can
          never be bought; they come free with Gold Coin bundles, bonuses and by mail-in request, and can be
          redeemed for prizes.
        </p>
        <p className="text-xs">
          Available in the United States excluding {EXCLUDED_STATES.map((s) => US_STATES[s]).join(', ')}.
        </p>
        <p className="text-xs">© {new Date().getFullYear()} Lucky Lagoon. Play responsibly.</p>
      </div>
    </footer>
  );
}
