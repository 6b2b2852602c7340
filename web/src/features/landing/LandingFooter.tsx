import { ArrowUp } from 'lucide-react';
import { LegalLinks, LegalNotice } from '../../navigation/LegalNotice';
import { Logo } from '../../ui/Logo';

const LEGAL = [
  'terms-of-service',
  'privacy-policy',
  'sweeps-rules',
  'responsible-gaming',
  'responsible-social-gameplay',
  'licenses',
] as const;
/**
 * The landing's site footer: terms and back-to-top (spec §2). The spec's affiliates site and social pages
 * are not there until they exist: nothing points at them meanwhile.
 */
export function LandingFooter() {
  return (
    <footer className="border-t border-line bg-surface-1">
      <div className="mx-auto flex max-w-[1440px] flex-col gap-6 px-4 py-10 text-sm text-text-muted md:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Logo />
          <button
            type="button"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            className="flex h-10 items-center gap-2 rounded-full bg-surface-2 px-4 font-semibold text-text hover:bg-line"
          >
            <ArrowUp size={16} aria-hidden /> Back to top
          </button>
        </div>
        <LegalLinks names={LEGAL} />
        <LegalNotice />
      </div>
    </footer>
  );
}
