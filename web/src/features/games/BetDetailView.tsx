import type { BetDetail } from '@casino/contract';
import { KeyRound, ShieldCheck, Swords } from 'lucide-react';
import { Link } from 'react-router';
import { CopyField } from '../../ui/CopyField';
import { BetByline, BetFigures } from '../history';
import { OutcomeView } from './outcome/OutcomeView';
import { verifyHref } from './verify-link';

/**
 * One settled play: its figures, its outcome and everything to verify it. Shown at
 * /casino/{slug}/history/{id} and on the player's own /my-game-play/{id}.
 */
export function BetDetailView({ bet, slug, name }: { bet: BetDetail; slug: string; name: string }) {
  return (
    <>
      <header className="flex flex-col gap-4 rounded-xl border border-line bg-surface-1 p-4 md:p-6">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h1 className="text-[20px] font-bold md:text-[28px]">
            {name} <span className="tabular text-text-muted">#{bet.id}</span>
          </h1>
          <BetByline bet={bet} />
        </div>
        <BetFigures bet={bet} />
      </header>

      <section
        aria-labelledby="outcome-title"
        className="flex flex-col gap-4 rounded-xl border border-line bg-surface-1 p-4 md:p-6"
      >
        <h2 id="outcome-title" className="text-base font-bold">
          Outcome
        </h2>
        <OutcomeView game={bet.game} outcome={bet.outcome} />
      </section>

      <Verification bet={bet} slug={slug} />
    </>
  );
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

function Verification({ bet, slug }: { bet: BetDetail; slug: string }) {
  const v = bet.verification ?? {};
  const href = verifyHref(slug, bet);
  let fields: React.ReactNode;
  if (bet.game === 'duels') {
    fields = (
      <>
        <CopyField label="Host seed hash" value={str(v.host_seed_hash)} />
        <CopyField label="Host seed" value={str(v.host_seed)} testId="duel-host-seed" />
        <CopyField label="Guest seed" value={str(v.guest_seed)} />
        {str(v.duel_id) && (
          <Link
            to={`?tab=duels&duelId=${v.duel_id}`}
            className="inline-flex h-10 w-fit items-center gap-2 text-sm font-semibold text-accent hover:underline"
          >
            <Swords size={16} /> Open duel #{String(v.duel_id)}
          </Link>
        )}
      </>
    );
  } else if (bet.game === 'crash') {
    fields = (
      <>
        <CopyField label="Round" value={str(v.round_id)} />
        <CopyField label="Game hash" value={str(v.hash)} />
        <CopyField label="Salt" value={str(v.salt)} />
        {!str(v.hash) && (
          <p className="text-sm text-text-muted">The hash is shown once the round has crashed.</p>
        )}
      </>
    );
  } else {
    fields = (
      <>
        <CopyField label="Server seed hash" value={bet.server_seed_hash} testId="bet-server-seed-hash" />
        {bet.server_seed ? (
          <CopyField label="Server seed" value={bet.server_seed} testId="bet-server-seed" />
        ) : (
          <div className="flex flex-col gap-1">
            <span className="text-xs font-medium text-text-muted">Server seed</span>
            <p
              className="flex min-h-10 items-center gap-2 rounded-lg border border-dashed border-line px-3 text-sm text-text-muted"
              data-testid="bet-server-seed-hidden"
            >
              <KeyRound size={16} className="shrink-0" /> Rotate your seed pair to reveal it
            </p>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-[1fr_140px]">
          <CopyField label="Client seed" value={bet.client_seed} />
          <CopyField label="Nonce" value={bet.nonce === null ? null : String(bet.nonce)} testId="bet-nonce" />
        </div>
      </>
    );
  }
  return (
    <section
      aria-labelledby="fairness-title"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface-1 p-4 md:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="fairness-title" className="mr-auto flex items-center gap-2 text-base font-bold">
          <ShieldCheck size={18} className="text-win" /> Provably fair
        </h2>
        <Link
          to={href}
          data-testid="verify-link"
          className="inline-flex h-10 items-center gap-2 rounded-lg bg-accent px-4 text-sm font-semibold text-surface-0 hover:bg-accent-strong"
        >
          Verify
        </Link>
      </div>
      {fields}
    </section>
  );
}
