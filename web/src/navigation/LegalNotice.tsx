import { EXCLUDED_STATES, US_STATES } from '@casino/contract';
import { Link } from 'react-router';
import { useSiteConfig } from '../api/queries';
import { POLICY_PAGES, type PolicyName } from '../features/policies';

/**
 * The footers' legal links: each opens its policy page (every policy unless `names` picks some).
 */
export function LegalLinks({ names }: { names?: readonly PolicyName[] }) {
  return (
    <nav aria-label="Legal" className="flex flex-wrap gap-x-6 gap-y-2">
      {POLICY_PAGES.filter((page) => !names || names.includes(page.name)).map((page) => (
        <Link key={page.name} to={page.path} className="hover:text-text">
          {page.label}
        </Link>
      ))}
    </nav>
  );
}

/** The sweepstakes notice every footer carries: 18+, no purchase necessary, where it is available. */
export function LegalNotice() {
  // The deployment's blocked states once the site config is here; the spec's twelve until then.
  const excluded = useSiteConfig().data?.excluded_states ?? EXCLUDED_STATES;
  return (
    <>
      <p>
        <b className="text-text">18+ · No purchase necessary.</b> Void where prohibited. Sweeps Coins can
        never be bought; they come free with Gold Coin bundles, bonuses and by mail-in request, and can be
        redeemed for prizes.
      </p>
      <p className="text-xs">
        Available in the United States excluding {excluded.map((s) => US_STATES[s] ?? s).join(', ')}.
      </p>
      <p className="text-xs">© {new Date().getFullYear()} Lucky Lagoon. Play responsibly.</p>
    </>
  );
}
