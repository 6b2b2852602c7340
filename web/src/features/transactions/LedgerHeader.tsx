import clsx from 'clsx';
import { Link } from 'react-router';
import { DownloadCsvButton } from './DownloadCsvButton';
import { LEDGER_PATHS } from './paths';

const SECTIONS = [
  { section: 'transactions', label: 'Transactions', to: LEDGER_PATHS.transactions },
  { section: 'game-play', label: 'My game play', to: LEDGER_PATHS.gamePlay },
] as const;

/** The title of the player's own ledger pages, the switch between them and the CSV download. */
export function LedgerHeader({
  section,
  title,
  text,
}: {
  section: (typeof SECTIONS)[number]['section'];
  title: string;
  text: string;
}) {
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-[20px] font-bold md:text-[28px]">{title}</h1>
          <p className="text-sm text-text-muted">{text}</p>
        </div>
        <DownloadCsvButton />
      </div>
      <nav aria-label="Your history" className="flex gap-1">
        {SECTIONS.map((s) => (
          <Link
            key={s.section}
            to={s.to}
            aria-current={s.section === section ? 'page' : undefined}
            className={clsx(
              'inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold',
              s.section === section ? 'bg-surface-2 text-text' : 'text-text-muted hover:text-text',
            )}
          >
            {s.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
