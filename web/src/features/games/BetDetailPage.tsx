import type { BetDetail } from '@casino/contract';
import { ArrowLeft, KeyRound, ShieldCheck, Swords } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { gameBySlug } from '../../house-games/catalog';
import { CopyField } from '../../ui/CopyField';
import { BetByline, BetFigures, rowTarget, useBet } from '../history';
import { LoadingBlocks } from './LoadingBlocks';
import { OutcomeView } from './outcome/OutcomeView';
import { verifyHref } from './verify-link';

/** /casino/{slug}/history/{gameId}: one settled play, its outcome and everything to verify it. */
export default function BetDetailPage() {
  const { slug, gameId } = useParams();
  const game = gameBySlug(slug);
  const bet = useBet(gameId && /^\d+$/.test(gameId) ? gameId : undefined);
  if (!game || !gameId) return <Navigate to="/not-found" replace />;
  // A play opened under another game's path moves to its own.
  const target = bet.data && bet.data.game !== game.api ? rowTarget(bet.data) : null;
  if (target?.kind === 'page') return <Navigate to={target.to} replace />;

  return (
    <article className="mx-auto flex w-full max-w-4xl flex-col gap-4" data-testid="bet-detail">
      <Link
        to={`/casino/${game.slug}`}
        className="inline-flex h-10 w-fit items-center gap-2 text-sm font-semibold text-text-muted hover:text-text"
      >
        <ArrowLeft size={16} /> {game.name}
      </Link>
      {bet.isLoading ? (
        <LoadingBlocks blocks={['h-28 w-full rounded-xl', 'h-56 w-full rounded-xl']} className="gap-4" />
      ) : bet.isError || !bet.data ? (
        <p className="rounded-xl border border-line bg-surface-1 p-8 text-center text-text-muted">
          {bet.error?.message ?? 'This play could not be found.'}
        </p>
      ) : (
        <Detail bet={bet.data} slug={game.slug} name={game.name} />
      )}
    </article>
  );
}

function Detail({ bet, slug, name }: { bet: BetDetail; slug: string; name: string }) {
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
