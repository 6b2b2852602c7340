import { ArrowUp, AtSign, Camera, MessageCircle } from 'lucide-react';
import { comingSoon } from '../../navigation/coming-soon';
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
const SOCIAL = [
  { label: 'Follow us on X', icon: AtSign },
  { label: 'Follow us on Instagram', icon: Camera },
  { label: 'Join our community chat', icon: MessageCircle },
];

/** The landing's site footer: terms, affiliates, social pages and back-to-top (spec §2). */
export function LandingFooter() {
  return (
    <footer className="border-t border-line bg-surface-1">
      <div className="mx-auto flex max-w-[1440px] flex-col gap-6 px-4 py-10 text-sm text-text-muted md:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Logo />
          <div className="flex items-center gap-2">
            {SOCIAL.map(({ label, icon: Icon }) => (
              <button
                key={label}
                type="button"
                aria-label={label}
                onClick={() => comingSoon(label)}
                className="grid size-10 place-items-center rounded-full border border-line text-text-muted transition-colors hover:text-text"
              >
                <Icon size={18} />
              </button>
            ))}
            <button
              type="button"
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
              className="ml-2 flex h-10 items-center gap-2 rounded-full bg-surface-2 px-4 font-semibold text-text hover:bg-line"
            >
              <ArrowUp size={16} aria-hidden /> Back to top
            </button>
          </div>
        </div>
        <LegalLinks names={LEGAL}>
          <button type="button" onClick={() => comingSoon('Affiliates')} className="hover:text-text">
            Affiliates
          </button>
        </LegalLinks>
        <LegalNotice />
      </div>
    </footer>
  );
}
