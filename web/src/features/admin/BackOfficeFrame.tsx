import type { Rank, StaffMe } from '@casino/contract';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../ui/Logo';

/** A staff rank as the header names it. */
const RANK_NAMES: Record<Rank, string> = {
  admin: 'Admin',
  mod: 'Moderator',
  helper: 'Helper',
  other: 'Player',
};

/**
 * The back office's own frame, in place of the casino's: a header with the staff member and their rank
 * and the way back to the casino, the sections' navigation (a column on a desktop, a bar above the page
 * on a phone) and the page. No wallet, chat or player banner: staff read and act on other people here.
 */
export function BackOfficeFrame({
  staff,
  nav,
  children,
}: {
  /** Who is signed in; absent while the gate still checks (or asks for two-factor authentication). */
  staff?: StaffMe;
  nav?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh" data-testid="back-office-frame">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-line bg-surface-1 px-3 md:px-6">
        <Link to="/admin" className="flex shrink-0 items-center gap-2 font-extrabold tracking-tight">
          <LogoMark />
          <span className="text-base md:text-lg">Back office</span>
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-2 md:gap-4">
          {staff && (
            <p className="flex min-w-0 items-center gap-2 text-sm" data-testid="back-office-staff">
              <span className="truncate font-semibold">{staff.username ?? `Staff #${staff.id}`}</span>
              <span className="shrink-0 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">
                {RANK_NAMES[staff.rank]}
              </span>
            </p>
          )}
          <Link
            to="/"
            aria-label="Back to the casino"
            data-testid="back-to-casino"
            className="flex size-10 shrink-0 items-center justify-center gap-2 rounded-lg border border-line text-sm text-text-muted hover:text-text md:w-auto md:px-3"
          >
            <ArrowLeft size={16} />
            <span className="hidden md:inline">Back to the casino</span>
          </Link>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-[1440px] flex-col md:min-h-[calc(100dvh-4rem)] md:flex-row">
        {nav}
        <main className="min-w-0 flex-1 px-3 py-4 md:px-6 md:py-6">{children}</main>
      </div>
    </div>
  );
}
