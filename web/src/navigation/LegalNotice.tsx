import { EXCLUDED_STATES, US_STATES } from '@casino/contract';
import { comingSoon } from './coming-soon';

/** The footers' legal links: none of the policy pages exist yet, so each says 'Coming soon'. */
export function LegalLinks({ labels }: { labels: readonly string[] }) {
  return (
    <nav aria-label="Legal" className="flex flex-wrap gap-x-6 gap-y-2">
      {labels.map((label) => (
        <button key={label} type="button" onClick={() => comingSoon(label)} className="hover:text-text">
          {label}
        </button>
      ))}
    </nav>
  );
}

/** The sweepstakes notice every footer carries: 18+, no purchase necessary, where it is available. */
export function LegalNotice() {
  return (
    <>
      <p>
        <b className="text-text">18+ · No purchase necessary.</b> Void where prohibited. Sweeps Coins can
        never be bought; they come free with Gold Coin bundles, bonuses and by mail-in request, and can be
        redeemed for prizes.
      </p>
      <p className="text-xs">
        Available in the United States excluding {EXCLUDED_STATES.map((s) => US_STATES[s]).join(', ')}.
      </p>
      <p className="text-xs">© {new Date().getFullYear()} Lucky Lagoon. Play responsibly.</p>
    </>
  );
}
