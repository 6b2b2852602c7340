import clsx from 'clsx';
import { Link } from 'react-router';
import { useTab } from '../../navigation/use-tab';
import { Logo } from '../../ui/Logo';
import { policyPath } from '../policies';

const scrollToFaq = () => document.getElementById('faq')?.scrollIntoView({ behavior: 'smooth' });

const ACCOUNT_BUTTONS = [
  {
    tab: 'login',
    label: 'Log in',
    look: 'border border-white/25 bg-black/20 font-semibold backdrop-blur hover:bg-white/10',
  },
  { tab: 'register', label: 'Sign up', look: 'bg-accent font-bold text-surface-0 hover:bg-accent-strong' },
] as const;

/** The landing's own header (the shell's is hidden here): FAQ, terms, privacy, Sign up, Log in. */
export function LandingHeader() {
  const { open } = useTab();
  const link = 'rounded-md px-2 py-1 text-sm font-medium text-text-muted transition-colors hover:text-text';
  return (
    <header className="absolute inset-x-0 top-0 z-20">
      <div className="mx-auto flex h-16 max-w-[1440px] items-center gap-3 px-4 md:h-20 md:px-8">
        <Logo />
        <nav aria-label="Landing" className="ml-6 hidden items-center gap-2 md:flex">
          <button type="button" className={link} onClick={scrollToFaq}>
            FAQ
          </button>
          <Link className={link} to={policyPath('terms-of-service')}>
            Terms
          </Link>
          <Link className={link} to={policyPath('privacy-policy')}>
            Privacy
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {ACCOUNT_BUTTONS.map(({ tab, label, look }) => (
            <button
              key={tab}
              type="button"
              onClick={() => open(tab)}
              className={clsx('h-10 rounded-lg px-4 text-sm transition-colors', look)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
    </header>
  );
}
